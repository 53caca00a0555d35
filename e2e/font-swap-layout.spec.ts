import common from '../locales/zh_tw/common.json';
import games from '../locales/zh_tw/games.json';
import { expect, test } from './fixtures';
import { qa } from './support/qa-client';

/**
 * Layout that does not move when a web font arrives (issue 14, CLS). On a phone without a CJK
 * face, Chinese text first shows in a fallback with other widths; once the Noto Sans TC slices
 * are in, a line that wrapped by the text's width moved the page down (the play lobby's grid by
 * 40 px: CLS 0.081 in Lighthouse). Each check makes the text far narrower than the real one and
 * expects the same box, so the layout cannot depend on how wide the glyphs are. Phone size only
 * (crab-phone): from `sm` up there is room for both.
 */
test.describe('layout independent of text width on a phone', () => {
  test("the play lobby's provider tabs sit on a line of their own, however short the title", async ({ page, site }) => {
    const player = await qa.createPlayer({ VIPLevel: 3 });
    await site.signInWithToken(player.Token);
    await page.goto('/zh_tw/play-game/m');
    const title = page.getByRole('heading', { name: games.lobbyTitle });
    const tabs = page.getByRole('tablist', { name: games.filterLabel });
    await expect(tabs).toBeVisible();
    // a handle: the locator finds the heading by its text, which this changes
    const heading = (await title.elementHandle())!;
    await heading.evaluate((h) => {
      h.textContent = 'A';
    });
    const titleBox = (await heading.boundingBox())!;
    const tabsBox = (await tabs.boundingBox())!;
    expect(tabsBox.y, 'the tabs start below the title').toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
  });

  test("the home hero's subtitle keeps two lines' room however short it is", async ({ page }) => {
    await page.goto('/zh_tw');
    const subtitle = page.getByText(common.home.heroSubtitle);
    await expect(subtitle).toBeVisible();
    const line = (await subtitle.elementHandle())!;
    const realHeight = (await line.boundingBox())!.height;
    await line.evaluate((p) => {
      p.textContent = 'A';
    });
    const shortHeight = (await line.boundingBox())!.height;
    // the real line takes two lines at 390 px; one letter must keep the same room
    expect(shortHeight).toBeGreaterThanOrEqual(realHeight - 1);
  });

  test("the home hero's glows do not move when the hero grows", async ({ page }) => {
    await page.goto('/zh_tw');
    const hero = page.locator('section[aria-labelledby="home-hero-title"]');
    await expect(hero).toBeVisible();
    const corners = () => hero.evaluate((section) => [...section.querySelectorAll(':scope > [aria-hidden="true"]')].map((layer) => {
      const box = layer.getBoundingClientRect();
      return [Math.round(box.left), Math.round(box.top)];
    }));
    const before = await corners();
    expect(before.length).toBeGreaterThanOrEqual(2);
    // a line that wraps once its font is in makes the hero taller: no decorative layer may move
    // with it (a 560 px glow hung off the bottom did, for a CLS of 0.15-0.24)
    await hero.evaluate((section) => {
      (section as HTMLElement).style.paddingBottom = '120px';
    });
    expect(await corners()).toEqual(before);
  });

  test("the home hero's parts keep their places while the page is still arriving", async ({ page }) => {
    // A slow phone parses the hero in several passes and may paint between them: whatever part is
    // in must already stand where it will stay. Removing the later parts one by one shows each
    // such paint (the text, first in the markup and moved below the artwork by `order`, stood at
    // the hero's top until the artwork came: CLS 0.08-0.12 in 7 of 30 traced first visits).
    await page.goto('/zh_tw');
    const grid = page.locator('section[aria-labelledby="home-hero-title"] > div.grid');
    await expect(grid.locator('img')).toBeVisible();
    const prefixes = await grid.evaluate((el) => {
      const boxes = () => [...el.children].map((child) => {
        const box = child.getBoundingClientRect();
        return [Math.round(box.left), Math.round(box.top), Math.round(box.width)];
      });
      const seen = [boxes()];
      while (el.children.length > 1) {
        el.lastElementChild!.remove();
        seen.push(boxes());
      }
      return seen;
    });
    const full = prefixes[0]!;
    expect(full.length).toBeGreaterThanOrEqual(2);
    for (const boxes of prefixes.slice(1)) expect(boxes, `the first ${boxes.length} part(s) alone`).toEqual(full.slice(0, boxes.length));
  });
});
