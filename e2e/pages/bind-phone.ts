import { expect, type Locator, type Page } from '@playwright/test';
import auth from '../../locales/zh_tw/auth.json';
import { qa } from '../support/qa-client';

/** 綁定手機號碼 and its result dialogs. */
export class BindPhone {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: auth.bindPhone.title });
  }

  get reward(): Locator {
    return this.page.getByRole('dialog', { name: auth.bindReward.title });
  }

  get error(): Locator {
    return this.page.getByRole('dialog', { name: auth.bindError.title });
  }

  /** The member center's bind button. */
  async openFromMemberCenter(): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(auth.bindPhone.entry) }).click();
    await expect(this.dialog).toBeVisible();
  }

  async sendCode(phone: string): Promise<void> {
    await this.dialog.getByLabel(auth.phone.label).fill(phone);
    await this.dialog.getByRole('button', { name: auth.phone.sendCode }).click();
    await expect(this.dialog.getByRole('button', { name: /秒後重發/ })).toBeVisible();
  }

  async confirmWith(code: string): Promise<void> {
    await this.dialog.getByLabel(auth.phone.codeLabel).fill(code);
    await this.dialog.getByRole('button', { name: auth.bindPhone.confirm, exact: true }).click();
  }

  /** Sends, reads the bind code from the QA outbox, confirms. */
  async bind(phone: string): Promise<void> {
    await this.sendCode(phone);
    const { Code } = await qa.lastSms(phone, 'bind');
    await this.confirmWith(Code);
  }
}
