import { expect, test } from "./fixtures";
import { qa } from "./support/qa-client";

/**
 * No backdrop filter behind an opaque background (issue 14, speed on a phone). A
 * `backdrop-filter` reads back and blurs what lies under the element on every frame that
 * content moves under it: the phone's bottom bar sat over every scroll. Behind an opaque
 * background the blur cannot be seen, so it is pure cost, paid on the CPU where the phone or
 * Lighthouse's Chromium rasterises in software. Every element on the page that has a backdrop
 * filter must let something through (a background colour with alpha below 1).
 */
async function opaqueBackdropFilters(
  page: import("@playwright/test").Page,
): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      const filter =
        style.backdropFilter ||
        style.getPropertyValue("-webkit-backdrop-filter");
      if (!filter || filter === "none") continue;
      // rgb(…) is opaque; rgba(…, a) / rgb(… / a) carry their alpha last
      const alpha = /rgba?\(([^)]*)\)/
        .exec(style.backgroundColor)?.[1]
        ?.split(/[\s,/]+/)
        .filter(Boolean)[3];
      if (alpha === undefined || Number(alpha) >= 1) {
        found.push(
          `<${element.tagName.toLowerCase()} class="${element.className}"> ${style.backgroundColor} ${filter}`,
        );
      }
    }
    return found;
  });
}

test.describe("paint cost on a phone", () => {
  test("no backdrop filter sits behind an opaque background (home, play lobby, signed in)", async ({
    page,
    site,
  }) => {
    const player = await qa.createPlayer({ VIPLevel: 3 });
    await site.signInWithToken(player.Token);
    for (const path of ["/zh_tw", "/zh_tw/play-game/m"]) {
      await page.goto(path);
      await expect(page.getByRole("navigation").last()).toBeVisible();
      expect(await opaqueBackdropFilters(page), path).toEqual([]);
    }
  });
});
