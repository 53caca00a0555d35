import { expect, type Locator, type Page } from '@playwright/test';
import store from '../../locales/zh_tw/store.json';

type PaymentGroup = keyof typeof store.payment.group;

/**
 * On /purchase (already open): picks a payment group and buys its first goods. The provider's
 * pay page opens in its own window, as a real provider's would; `panel` is the new order's.
 */
export async function buyFirstGoods(page: Page, group: PaymentGroup): Promise<{ payPage: Page; panel: Locator }> {
  await page.getByRole('group', { name: store.groupsLabel }).getByRole('button', { name: store.payment.group[group] }).click();
  const card = page.getByTestId('goods-card').first();
  await expect(card).toBeVisible();
  const [payPage] = await Promise.all([page.context().waitForEvent('page'), card.getByRole('button', { name: new RegExp(`^${store.goods.buy} `) }).click()]);
  return { payPage, panel: page.getByTestId('active-order') };
}

/**
 * Closes the provider's pay page once it shows (the player closes what they see). The window
 * opens blank and then goes to the lobby's origin; closed during that navigation, Chromium's
 * headless shell left the shop's page answering no more commands (about a quarter of the runs
 * of store.spec.ts hung in the next check on the shop's page, even `page.bringToFront()`,
 * until the test timed out; the full Chromium never did).
 */
export async function closePayPage(payPage: Page): Promise<void> {
  await expect(payPage).toHaveURL(/\/payment\/sim\?/);
  await payPage.waitForLoadState();
  await payPage.close();
}
