import { expect, type Locator, type Page } from '@playwright/test';
import auth from '../../locales/zh_tw/auth.json';
import zh from '../../locales/zh_tw/common.json';
import { qa } from '../support/qa-client';

/** 手機登入 and 選擇帳號 (account §2), driven by role and the zh_tw texts. */
export class PhoneSignIn {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: auth.phoneSignIn.title });
  }

  get chooser(): Locator {
    return this.page.getByRole('dialog', { name: auth.chooseAccount.title });
  }

  get sendButton(): Locator {
    return this.dialog.getByRole('button', { name: /發送驗證碼|重新發送|秒後重發|發送中/ });
  }

  get submitButton(): Locator {
    return this.dialog.getByRole('button', { name: auth.phoneSignIn.submit, exact: true });
  }

  /** The error dialog (系統提示) a refused send or verify opens (account §4). */
  get errorDialog(): Locator {
    return this.page.getByRole('dialog', { name: zh.modals.title });
  }

  /**
   * A refusal: the error dialog shows `text` exactly (account §8's wording, no re-punctuation);
   * closing it (確定) reopens the phone modal as it was.
   */
  async expectRefusal(text: string): Promise<void> {
    await expect(this.errorDialog.getByTestId('modal-text')).toHaveText(text);
    await this.errorDialog.getByRole('button', { name: zh.common.confirm }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** Closes 手機登入 with its ×. */
  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: zh.common.close }).first().click();
    await expect(this.dialog).toBeHidden();
  }

  /** From the sign-in modal (already open). */
  async openFromSignInModal(): Promise<void> {
    await this.page.getByRole('dialog', { name: zh.signIn.title }).getByRole('button', { name: zh.signIn.phone }).click();
    await expect(this.dialog).toBeVisible();
  }

  async fillPhone(phone: string): Promise<void> {
    await this.dialog.getByLabel(auth.phone.label).fill(phone);
  }

  /** Sends the code and waits for the countdown. */
  async sendCode(): Promise<void> {
    await this.sendButton.click();
    await expect(this.sendButton).toHaveText(/秒後重發/);
  }

  async fillCode(code: string): Promise<void> {
    await this.dialog.getByLabel(auth.phone.codeLabel).fill(code);
  }

  /** Sends a code to `phone`, reads it from the QA outbox and presses 登入. */
  async signIn(phone: string): Promise<void> {
    await this.fillPhone(phone);
    await this.sendCode();
    const { Code } = await qa.lastSms(phone, 'signin');
    await this.fillCode(Code);
    await this.submitButton.click();
  }

  /** The account rows of 選擇帳號, as their visible text. */
  accountRows(): Locator {
    return this.chooser.getByRole('listitem');
  }

  async choose(name: string): Promise<void> {
    await this.chooser.getByRole('button', { name: `登入 ${name}` }).click();
  }
}
