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
