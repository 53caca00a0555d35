/**
 * 發票設定 in the member centre against the reference server and its simulated Ministry of
 * Finance (docs/protocol-invoice.md): a barcode the MoF does not know is refused with 200089's
 * text, a known one is saved and is there after a reload; the member carrier binds an email
 * first; the purchase page links here.
 */
import zhErrors from '../locales/zh_tw/errors.json';
import invoice from '../locales/zh_tw/invoice.json';
import store from '../locales/zh_tw/store.json';
import { expect, test } from './fixtures';
import { Site } from './pages/site';
import { qa } from './support/qa-client';

test.describe('invoice settings (發票設定)', () => {
  test('an unknown barcode is refused, a known one is kept; the member carrier binds an email', async ({ page }) => {
    const me = await qa.createPlayer({});
    await new Site(page).signInWithToken(me.Token);
    await page.goto('/zh_tw/purchase');
    await page.getByRole('link', { name: store.invoiceLink }).click();
    await expect(page).toHaveURL(/\/zh_tw\/member\/info#invoice$/);
    const card = page.getByTestId('invoice-card');
    await expect(card.getByTestId('invoice-summary')).toHaveText(invoice.notSet);

    await card.getByRole('button', { name: invoice.edit }).click();
    let dialog = page.getByRole('dialog', { name: invoice.title });
    await dialog.getByRole('radio', { name: invoice.types['2'] }).check();
    const field = dialog.getByLabel(invoice.fields['2']);
    await field.fill('/ZZZ9999'); // well-formed, unknown to the simulated MoF
    await dialog.getByRole('button', { name: invoice.save }).click();
    await expect(dialog.getByRole('alert')).toHaveText(zhErrors['200089']);
    await field.fill('/abc1234'); // in the simulated MoF's demo list
    await dialog.getByRole('button', { name: invoice.save }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('invoice-summary')).toHaveText(`${invoice.types['2']}/ABC1234`);
    await page.reload();
    await expect(card.getByTestId('invoice-summary')).toHaveText(`${invoice.types['2']}/ABC1234`);

    // The member carrier needs an email: without one the server answers 200093; bound, it saves.
    await card.getByRole('button', { name: invoice.edit }).click();
    dialog = page.getByRole('dialog', { name: invoice.title });
    await dialog.getByRole('radio', { name: invoice.types['1'] }).check();
    await dialog.getByRole('button', { name: invoice.save }).click();
    await expect(dialog.getByRole('alert')).toHaveText(zhErrors['200093']);
    const email = `p${me.PlayerID}@example.com`;
    await dialog.getByLabel(invoice.emailNone).fill(email.toUpperCase());
    await dialog.getByRole('button', { name: invoice.bindEmail }).click();
    await expect(dialog.getByTestId('invoice-email')).toHaveText(email);
    await dialog.getByRole('button', { name: invoice.save }).click();
    await expect(card.getByTestId('invoice-summary')).toHaveText(`${invoice.types['1']}${email}`);
  });
});
