import passbook from '../locales/zh_tw/passbook.json';
import store from '../locales/zh_tw/store.json';
import { expect, test } from './fixtures';
import { buyFirstGoods, closePayPage } from './pages/purchase';
import { Site } from './pages/site';
import { qa } from './support/qa-client';

/** The first amount in a text ("目前餘額：10,000 日金 0 寶石" → 10000). */
const firstAmount = (text: string | null) => Number(/\d[\d,]*/.exec(text ?? '')?.[0].replace(/,/g, '') ?? NaN);

test.describe('point purchase (點數兌換)', () => {
  test('buy gold by credit card on the provider page: paid once, balance and passbook follow', { tag: '@both' }, async ({ page }) => {
    const me = await qa.createPlayer({ Gold: 0 });
    await new Site(page).signInWithToken(me.Token);
    await page.goto('/zh_tw/purchase');
    await expect(page.getByRole('heading', { name: store.purchaseTitle })).toBeVisible();

    // The pay page opens in its own window, as a provider's would.
    const { payPage, panel } = await buyFirstGoods(page, 'creditCard');
    await expect(panel).toHaveAttribute('data-status', 'pending');
    await expect(panel.getByRole('heading', { name: store.order.pendingTitle })).toBeVisible();

    await payPage.waitForLoadState();
    await payPage.getByRole('button', { name: '付款' }).click();
    // the provider's page shows the outcome and takes no second answer
    await expect(payPage.getByText('付款成功')).toBeVisible();
    await expect(payPage.getByRole('button', { name: '付款' })).toHaveCount(0);
    await payPage.close();

    // The page notices on its own (polling / focus) and shows the credited balance.
    await expect(panel).toHaveAttribute('data-status', 'paid', { timeout: 40_000 });
    const credited = firstAmount(await panel.getByTestId('order-balance').textContent());
    expect(credited).toBeGreaterThan(0);

    // A second provider callback for the same order credits nothing.
    const orderId = ((await panel.textContent()) ?? '').match(/SO[0-9A-Z]+/)?.[0];
    expect(orderId).toBeTruthy();
    const again = await qa.storeCallback({ OrderID: orderId!, Copies: 3 });
    expect(again.Outcomes.filter((o) => o.Result?.Credited)).toHaveLength(0);

    await page.goto('/zh_tw/member/passbook');
    const row = page.getByTestId('passbook-row').filter({ hasText: passbook.reason.storePurchase });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`+${credited.toLocaleString('en-US')}`);

    await page.goto('/zh_tw/purchase/orders');
    await expect(page.getByText(orderId!)).toBeVisible();
    await expect(page.getByText(store.status.paid).first()).toBeVisible();
  });

  test('a failed payment credits nothing and says so', { tag: '@both' }, async ({ page }) => {
    const me = await qa.createPlayer({ Gold: 0 });
    await new Site(page).signInWithToken(me.Token);
    await page.goto('/zh_tw/purchase');
    const { payPage, panel } = await buyFirstGoods(page, 'bankTransfer');
    await closePayPage(payPage);
    await expect(panel).toHaveAttribute('data-status', 'pending');
    const orderId = ((await panel.textContent()) ?? '').match(/SO[0-9A-Z]+/)?.[0];
    await qa.storeCallback({ OrderID: orderId!, Status: 'failed' });
    await page.bringToFront();
    await expect(panel).toHaveAttribute('data-status', 'failed', { timeout: 40_000 });
    await expect(panel.getByRole('heading', { name: store.order.failedTitle })).toBeVisible();
    await page.goto('/zh_tw/member/passbook');
    await expect(page.getByText(passbook.empty)).toBeVisible();
  });
});
