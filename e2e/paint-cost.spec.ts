import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { qa } from './support/qa-client';

/**
 * What the pages players land on cost to rasterise (issue 14, speed on a phone). Phones, and
 * Lighthouse's Chromium, rasterise in software, where a filter is paid for over the whole area it
 * touches, on every frame that area is drawn again.
 * - A `backdrop-filter` reads back and blurs what lies under the element on every frame that
 *   content moves under it. Behind an opaque background the blur cannot be seen: pure cost (the
 *   phone's bottom bar had one over every scroll).
 * - A wide `filter: blur()` over a large box: the home hero's two 64 px blurs were a third to a
 *   half of its first frame's raster. A soft glow is drawn as a gradient (globals.css `.glow`).
 */
async function costlyFilters(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element, what: string) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${what}`;
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      const backdrop = style.backdropFilter || style.getPropertyValue('-webkit-backdrop-filter');
      if (backdrop && backdrop !== 'none') {
        // rgb(…) is opaque; rgba(…, a) and rgb(… / a) carry their alpha last
        const alpha = /rgba?\(([^)]*)\)/.exec(style.backgroundColor)?.[1]?.split(/[\s,/]+/).filter(Boolean)[3];
        if (alpha === undefined || Number(alpha) >= 1) found.push(describe(element, `${backdrop} behind ${style.backgroundColor}`));
      }
      const blur = /blur\(([\d.]+)px\)/.exec(style.filter);
      if (!blur || Number(blur[1]) < 16) continue;
      const box = element.getBoundingClientRect();
      if (box.width * box.height >= 100 * 100) found.push(describe(element, `${style.filter} over ${Math.round(box.width)}×${Math.round(box.height)}`));
    }
    return found;
  });
}

test.describe('paint cost on a phone', () => {
  test('no backdrop filter behind an opaque background, no wide blur over a large box (home, play lobby, signed in)', async ({ page, site }) => {
    const player = await qa.createPlayer({ VIPLevel: 3 });
    await site.signInWithToken(player.Token);
    for (const path of ['/zh_tw', '/zh_tw/play-game/m']) {
      await page.goto(path);
      await expect(page.getByRole('navigation').last()).toBeVisible();
      expect(await costlyFilters(page), path).toEqual([]);
    }
  });
});
