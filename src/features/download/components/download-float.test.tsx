import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLOAT_DISMISSED_KEY, useDownloadStore } from '../store';
import { renderDownload, stubViewport } from '../test-kit';
import { PAGE_SETTLE_MS } from '@/ui/use-page-settled';
import { DownloadFloat, FLOAT_HIDDEN_OFFSET } from './download-float';

const path = vi.hoisted(() => ({ current: '/zh_tw' }));
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), usePathname: () => path.current }));

const float = () => screen.getByTestId('download-float');
/** The page has settled (usePageSettled): its first PAGE_SETTLE_MS, then an idle task. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(PAGE_SETTLE_MS + 50));
/** Fake timers with performance.now() from 0: the page opens as the test (or its reload) starts. */
const pageOpens = () => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
/** A tap, on real timers (user-event waits between its steps). */
const user = () => {
  vi.useRealTimers();
  return userEvent.setup();
};

describe('DownloadFloat (立即下載)', () => {
  beforeEach(pageOpens);
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useDownloadStore.setState({ floatDismissed: false });
    window.sessionStorage.clear();
    path.current = '/zh_tw';
  });

  it('slides in once the page has settled, not while it starts', async () => {
    stubViewport(390);
    renderDownload(<DownloadFloat />);
    expect(float().dataset.shown).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(PAGE_SETTLE_MS - 100));
    expect(float().dataset.shown).toBe('false');
    await settle();
    expect(float().dataset.shown).toBe('true');
  });

  it('slides in at level 4 and above and out 180 px below it', async () => {
    const viewport = stubViewport(390);
    renderDownload(<DownloadFloat />);
    await settle();
    expect(float().dataset.shown).toBe('true');
    expect(float().style.transform).toBe('translateX(0)');
    expect(screen.getByRole('link', { name: '立即下載' })).toHaveAttribute('href', '/zh_tw/download');
    viewport.resize(700); // level 4
    expect(float().dataset.shown).toBe('true');
    viewport.resize(768); // level 3
    expect(FLOAT_HIDDEN_OFFSET).toBe(180);
    expect(float().dataset.shown).toBe('false');
    expect(float().style.transform).toBe('translateX(180px)');
    expect(float()).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens the phone OS link directly on a phone', async () => {
    stubViewport(390);
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', maxTouchPoints: 5 });
    renderDownload(<DownloadFloat />);
    await settle();
    expect(screen.getByRole('link', { name: '立即下載' })).toHaveAttribute('href', 'https://apps.apple.example/tw/app/bj188');
  });

  it('slides out when the player closes it', async () => {
    stubViewport(390);
    renderDownload(<DownloadFloat />);
    await settle();
    await user().click(screen.getByRole('button', { name: '收起下載提示' }));
    expect(float().dataset.shown).toBe('false');
  });

  it('stays closed after a reload in the same tab, and shows again in a new one', async () => {
    stubViewport(390);
    const before = renderDownload(<DownloadFloat />);
    await settle();
    await user().click(screen.getByRole('button', { name: '收起下載提示' }));
    expect(window.sessionStorage.getItem(FLOAT_DISMISSED_KEY)).toBe('true');
    before.unmount();
    // a reload: the page's modules (and the store) start again, sessionStorage stays
    const reload = async () => {
      vi.resetModules();
      pageOpens();
      const [fresh, kit] = await Promise.all([import('./download-float'), import('../test-kit')]);
      const { unmount } = kit.renderDownload(<fresh.DownloadFloat />);
      await settle();
      const shown = float().dataset.shown;
      unmount();
      return shown;
    };
    expect(await reload()).toBe('false');
    window.sessionStorage.clear(); // a new tab
    expect(await reload()).toBe('true');
  });

  it('is not on the download page itself', () => {
    stubViewport(390);
    path.current = '/zh_tw/download';
    renderDownload(<DownloadFloat />);
    expect(screen.queryByTestId('download-float')).toBeNull();
  });

  it('is on the play screens too, above their chat launcher; not in the game and replay windows', () => {
    stubViewport(390);
    for (const route of ['/zh_tw/play', '/zh_tw/play/now', '/zh_tw/play-game/now']) {
      path.current = route;
      const { unmount } = renderDownload(<DownloadFloat />);
      expect(screen.queryByTestId('download-float'), route).toBeNull();
      unmount();
    }
    for (const route of ['/zh_tw/play-game/m', '/zh_tw/play-game/live', '/zh_tw/play-game/pc']) {
      path.current = route;
      const { unmount } = renderDownload(<DownloadFloat />);
      expect(screen.getByTestId('download-float').className, route).toContain('bottom-[calc(14.5rem');
      unmount();
    }
    path.current = '/zh_tw/member/passbook';
    renderDownload(<DownloadFloat />);
    expect(screen.getByTestId('download-float').className).toContain('bottom-[calc(8.25rem');
  });
});
