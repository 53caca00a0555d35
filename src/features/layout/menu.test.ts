import { getBrand } from '@/brand';
import { BOTTOM_BAR, TOP_MENU, activeItem, menuFor, type MenuItem } from './menu';
import zh from '@locales/zh_tw/common.json';

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

describe('menu', () => {
  it('has the spec top menu urls in order', () => {
    expect(TOP_MENU.map((item) => item.href)).toEqual([
      '/announcement',
      '/newbie/gameGuidle',
      '/play',
      '/support/info',
      '/rank/coin',
      '/purchase/point',
      '/member/info',
      '/download',
    ]);
  });

  it('covers every menu route of the spec', () => {
    const hrefs = new Set(flatten(TOP_MENU).map((item) => item.href));
    for (const route of [
      '/announcement',
      '/support/info',
      '/support/qna',
      '/support/ban-list',
      '/support/terms',
      '/support/document',
      '/other/mission',
      '/other/sevendaySignIn',
      '/other/bankcode',
      '/other/specialReward',
      '/other/announcement',
      '/other/service',
      '/other/fire-wheel',
      '/rank',
      '/store',
      '/present',
      '/club',
    ]) {
      expect(hrefs).toContain(route);
    }
  });

  it('nests at most two levels below the top', () => {
    for (const item of flatten(TOP_MENU)) {
      for (const child of item.children ?? []) {
        for (const grandchild of child.children ?? []) expect(grandchild.children).toBeUndefined();
      }
    }
  });

  it('labels every entry from locales', () => {
    for (const item of [...flatten(TOP_MENU), ...BOTTOM_BAR]) {
      expect(zh.nav).toHaveProperty(item.label);
    }
  });

  it('bottom bar reports a deposit view on points exchange only', () => {
    expect(BOTTOM_BAR.map((item) => item.event)).toEqual([undefined, undefined, 'deposit_view', undefined]);
  });

  it('finds the active section', () => {
    const label = (path: string) => activeItem(TOP_MENU, path)?.label ?? null;
    expect(label('/')).toBeNull();
    expect(label('/rank')).toBe('rank');
    expect(label('/rank/coin')).toBe('rank');
    expect(label('/support/qna')).toBe('support');
    expect(label('/support/terms/term-of-service')).toBe('support');
    expect(label('/other/fire-wheel')).toBe('rank');
    expect(label('/other/service')).toBe('support');
    expect(label('/other/announcement')).toBe('announcement');
    expect(label('/play-game/live')).toBe('play');
    expect(label('/purchase')).toBe('purchase');
    expect(label('/privacy')).toBe('support');
    expect(label('/sign-in')).toBeNull();
    expect(activeItem(BOTTOM_BAR, '/member/passbook')?.label).toBe('member');
  });

  it('shows the live room entry only to the live brands (crab, lion)', () => {
    const hasLive = (brand: Parameters<typeof getBrand>[0]) =>
      flatten(menuFor(TOP_MENU, getBrand(brand).features)).some((item) => item.href === '/play-game/live');
    expect(hasLive('crab')).toBe(true);
    expect(hasLive('lion')).toBe(true);
    for (const brand of ['owl', 'dragon', 'win', 'horse', 'monkey', 'tha'] as const) expect(hasLive(brand)).toBe(false);
    // everything else stays
    expect(flatten(menuFor(TOP_MENU, getBrand('owl').features))).toHaveLength(flatten(TOP_MENU).length - 1);
  });
});
