import { expect, type Locator, type Page } from '@playwright/test';
import zh from '../../locales/zh_tw/common.json';
import zhErrors from '../../locales/zh_tw/errors.json';

/**
 * Page object of the site shell: age gate, top bar, sign-in modal, session modals.
 * Locators go by role and the zh_tw texts from locales/, never by CSS classes.
 */
export class Site {
  constructor(readonly page: Page) {}

  get ageGate(): Locator {
    return this.page.getByRole('dialog', { name: zhErrors.session.ageGateTitle });
  }

  get signInModal(): Locator {
    return this.page.getByRole('dialog', { name: zh.signIn.title });
  }

  /** The top bar's 登入 button (the bottom bar or drawer may repeat it). */
  get signInButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: zh.common.signIn });
  }

  /** The signed-in player's chip (a button opening the account menu). */
  playerChip(name: string | RegExp = /訪客\d+/): Locator {
    return this.page.getByRole('banner').getByRole('button', { name });
  }

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
  }

  /** Confirms the age gate for every page of this browser context before it loads. */
  async skipAgeGate(): Promise<void> {
    await this.page.context().addInitScript(() => window.localStorage.setItem('ageMadol', 'true'));
  }

  /** The session as the browser sees it (`/api/auth/session`). */
  async session(): Promise<{ sessionTag?: string; playerID?: number; provider?: string; channel?: string; phone?: string; user?: { name: string } }> {
    return this.page.evaluate(async () => (await fetch('/api/auth/session')).json());
  }

  /** Confirms the modal that shows `text` (確定) and waits for it to go; `timeout` for its showing up. */
  async confirmModal(text: string, { timeout }: { timeout?: number } = {}): Promise<void> {
    const modal = this.modal(text);
    await expect(modal).toBeVisible({ timeout });
    await modal.getByRole('button', { name: zh.common.confirm }).click();
    await expect(modal).toBeHidden();
  }

  async confirmAge({ remember = false } = {}): Promise<void> {
    await expect(this.ageGate).toBeVisible();
    if (remember) await this.ageGate.getByRole('checkbox', { name: zh.ageGate.dontShowAgain }).check();
    await this.ageGate.getByRole('button', { name: zh.ageGate.confirm }).click();
    await expect(this.ageGate).toBeHidden();
  }

  async openSignIn(): Promise<void> {
    await this.signInButton.click();
    await expect(this.signInModal).toBeVisible();
  }

  /** Signs in as a new guest and returns the name the site shows. */
  async signInAsGuest(): Promise<string> {
    await this.openSignIn();
    await this.signInModal.getByRole('button', { name: zh.signIn.guest }).click();
    await expect(this.signInModal).toBeHidden();
    const chip = this.playerChip();
    await expect(chip).toBeVisible();
    const text = (await chip.innerText()).match(/訪客\d+/)?.[0];
    if (!text) throw new Error('guest name not shown');
    return text;
  }

  /** Signs out from the account menu (of the player called `name`, a guest by default). */
  async signOut(name?: string | RegExp): Promise<void> {
    await this.playerChip(name).click();
    await this.page.getByRole('menuitem', { name: zh.common.signOut }).click();
  }

  /** `timeout`: for a page that gets there on its own (another tab's sign-out, then its way home). */
  async expectSignedOut(timeout?: number): Promise<void> {
    await expect(this.signInButton).toBeVisible({ timeout });
  }

  /**
   * Signs in as a QA player (`qa.createPlayer`'s token) through the QA-only `qa-token`
   * provider, on a page of this site. The age gate is marked confirmed first.
   */
  async signInWithToken(token: string): Promise<void> {
    await this.page.addInitScript(() => localStorage.setItem('ageMadol', 'true'));
    await this.page.goto('/zh_tw');
    const status = await this.page.evaluate(async (t) => {
      const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
      const body = new URLSearchParams({ csrfToken, token: t, json: 'true' });
      return (await fetch('/api/auth/callback/qa-token', { method: 'POST', body })).status;
    }, token);
    if (status !== 200) throw new Error(`qa-token sign-in answered ${status}`);
  }

  modal(text: string): Locator {
    return this.page.getByRole('dialog').filter({ hasText: text });
  }
}
