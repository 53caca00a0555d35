import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/i18n/locales';
import robots, { PRIVATE_SECTIONS } from './robots';

describe('robots.txt', () => {
  const { rules: rule } = robots();
  if (Array.isArray(rule)) throw new Error('robots.txt has one rule, for every crawler');

  it('lets crawlers read the open site and keeps them out of the API', () => {
    expect(rule.userAgent).toBe('*');
    expect(rule.allow).toBe('/');
    expect(rule.disallow).toContain('/api/');
  });

  it("keeps every locale's private sections out", () => {
    for (const locale of LOCALES) {
      expect(rule.disallow).toContain(`/${locale}/member`);
      expect(rule.disallow).toContain(`/${locale}/purchase`);
      expect(rule.disallow).toContain(`/${locale}/test-play-game`);
    }
    expect(rule.disallow).toHaveLength(1 + LOCALES.length * PRIVATE_SECTIONS.length);
  });

  it('names sections that exist (a renamed route would leave its old name here, guarding nothing)', () => {
    for (const section of PRIVATE_SECTIONS) {
      expect(fs.existsSync(path.join(__dirname, '[locale]', section)), section).toBe(true);
    }
  });

  it('keeps the open pages open', () => {
    for (const open of ['/zh_tw', '/zh_tw/play-game/m', '/zh_tw/rank', '/zh_tw/club']) {
      expect(rule.disallow).not.toContain(open);
    }
  });
});
