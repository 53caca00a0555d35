import common from '../locales/zh_tw/common.json';
import mail from '../locales/zh_tw/mail.json';
import { QaPath } from '../src/protocol';
import { expect, test } from './fixtures';
import { SERVER_URL } from './support/env';
import { qa } from './support/qa-client';

/** `POST /__qa/mail` (docs/qa-api.md). */
async function sendMail(body: { PlayerID: number; Title: string; Text?: string; Items?: Record<string, number> }): Promise<void> {
  const response = await fetch(`${SERVER_URL}${QaPath.Mail}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`QA mail → ${response.status} ${await response.text()}`);
}

test.describe('mail (信件)', () => {
  test('a new mail moves the badge live; collecting it changes the balance', async ({ page, site }) => {
    const player = await qa.createPlayer({ Gold: 1000 });
    await sendMail({ PlayerID: player.PlayerID, Title: '維護補償', Text: '請查收', Items: { '1': 5000 } });
    await site.signInWithToken(player.Token);
    await site.open('/zh_tw');
    const balance = page.getByRole('group', { name: common.common.balance }).filter({ visible: true });
    await expect(balance).toContainText('1,000');

    // The account menu carries 信件 with the unread count at both sizes.
    await page.getByRole('banner').getByRole('button', { name: /的帳號選單/ }).click();
    await expect(page.getByRole('menuitem', { name: `${mail.entry} (1 封未讀信件)` })).toBeVisible();
    await sendMail({ PlayerID: player.PlayerID, Title: '第二封' });
    const entry = page.getByRole('menuitem', { name: `${mail.entry} (2 封未讀信件)` });
    await expect(entry).toBeVisible();
    await entry.click();

    const dialog = page.getByRole('dialog', { name: mail.title });
    await dialog.getByText('維護補償', { exact: true }).click();
    await expect(dialog.getByText('請查收')).toBeVisible();
    await dialog.getByRole('button', { name: mail.collect, exact: true }).click();
    await expect(dialog.getByText(mail.collected, { exact: true })).toBeVisible();
    await expect(balance).toContainText('6,000');
  });
});
