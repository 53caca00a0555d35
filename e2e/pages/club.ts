import { expect, type Locator, type Page } from '@playwright/test';
import zhClub from '../../locales/zh_tw/club.json';

type Entry = keyof typeof zhClub.menu;

/**
 * Page object of /club. Locators go by role and the zh_tw texts of locales/club.json.
 */
export class ClubScreen {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/zh_tw/club');
    await expect(this.page.getByRole('heading', { name: zhClub.title, level: 1 })).toBeVisible();
  }

  get header(): Locator {
    return this.page.getByTestId('club-header');
  }

  get menu(): Locator {
    return this.page.getByRole('navigation', { name: zhClub.home.menu });
  }

  entry(name: Entry): Locator {
    return this.menu.getByRole('button', { name: new RegExp(`^${zhClub.menu[name]}`) });
  }

  dialog(name: Entry): Locator {
    return this.page.getByRole('dialog', { name: zhClub.menu[name] });
  }

  /** Opens a menu entry's dialog. */
  async open(name: Entry): Promise<Locator> {
    await this.entry(name).click();
    await expect(this.dialog(name)).toBeVisible();
    return this.dialog(name);
  }

  /** A toast (the page's answer to an action). */
  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** Searches clubs by id or name (a player in no club). */
  async search(keyword: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: zhClub.join.searchLabel }).fill(keyword);
    await this.page.getByRole('search').getByRole('button', { name: zhClub.join.search }).click();
  }

  async applyTo(clubName: string): Promise<void> {
    await this.page.getByRole('button', { name: zhClub.join.applyTo.replace('{{name}}', clubName) }).click();
    await expect(this.toast(zhClub.join.applied)).toBeVisible();
  }

  /** 指派副會長 → 設為副會長 on `name`. */
  async assignSubLeader(name: string): Promise<void> {
    const dialog = await this.open('assignSubLeader');
    await dialog.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: zhClub.officers.assign }).click();
    await expect(this.toast(zhClub.officers.done)).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: zhClub.officers.remove })).toBeVisible();
  }

  /** 申請列表 → 同意 `name`. */
  async acceptApplication(name: string): Promise<void> {
    const dialog = await this.open('applications');
    await dialog.getByRole('button', { name: zhClub.applications.acceptName.replace('{{name}}', name) }).click();
    await expect(this.toast(zhClub.applications.accepted.replace('{{name}}', name))).toBeVisible();
  }

  member(name: string): Locator {
    return this.page.getByTestId('club-members').getByRole('listitem').filter({ hasText: name });
  }
}
