import { expect, type Page } from '@playwright/test';

/**
 * Watches, inside the page, for a text that shows only for a few seconds (a toast, a win banner)
 * and returns a check that passes once the text has been visible at any moment since.
 *
 * A polling `expect(...).toBeVisible()` looks at the page every 100 ms to 1 s, each look a round
 * trip to the browser. On a busy machine those looks came late enough that a 2.5 s toast and a
 * 4 s banner had already gone (two failures in one clean-clone CI run, both passing alone). The
 * page itself notices the text as the DOM changes, however slow the test process is.
 *
 * `within` narrows the text to elements matching a selector (`[data-testid="win-banner"]`). The
 * watch lasts until the page navigates.
 */
export async function watchForText(page: Page, text: string, within = 'body'): Promise<() => Promise<void>> {
  const key = `__textSeen${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ key, text, within }) => {
      const store = window as unknown as Record<string, boolean>;
      store[key] = false;
      const look = () => {
        for (const root of document.querySelectorAll(within)) {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            // visible as Playwright counts it: a box, and not visibility: hidden (an element fading
            // in from opacity 0 counts, as it does for toBeVisible)
            const box = parent?.getBoundingClientRect();
            if (node.textContent?.includes(text) && box && box.width > 0 && box.height > 0 && parent?.checkVisibility({ visibilityProperty: true })) {
              store[key] = true;
              observer.disconnect();
              return;
            }
          }
        }
      };
      const observer = new MutationObserver(look);
      observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
      look();
    },
    { key, text, within },
  );
  return async () => {
    await expect
      .poll(() => page.evaluate((key) => (window as unknown as Record<string, boolean>)[key], key), { message: `"${text}" shown in ${within}` })
      .toBe(true);
  };
}
