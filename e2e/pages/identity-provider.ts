import { expect, type Page } from '@playwright/test';

/**
 * The reference server's QA identity provider page (server/oidc/interaction-page.ts) in the
 * sign-in popup: "Display name", "Subject (optional)", Approve, Cancel.
 */
export class IdentityProvider {
  constructor(readonly popup: Page) {}

  async approveAs(name: string): Promise<void> {
    const field = this.popup.getByLabel('Display name');
    await expect(field).toBeVisible();
    await field.fill(name);
    await this.popup.getByRole('button', { name: 'Approve' }).click();
  }

  /** Approves in the sign-in popup and waits until the popup has closed itself. */
  async approveInPopup(name: string): Promise<void> {
    const closed = this.popup.waitForEvent('close');
    await this.approveAs(name);
    await closed;
  }

  async cancel(): Promise<void> {
    await expect(this.popup.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await this.popup.getByRole('button', { name: 'Cancel' }).click();
  }
}
