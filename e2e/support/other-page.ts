import type { Browser, Page, TestInfo } from '@playwright/test';

/** A second browser context with this project's viewport and brand: the other player. */
export async function otherPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
  });
  return context.newPage();
}
