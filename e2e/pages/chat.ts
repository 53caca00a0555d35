import { expect, type Locator, type Page } from '@playwright/test';
import zhChat from '../../locales/zh_tw/chat.json';
import zhCommon from '../../locales/zh_tw/common.json';

type Tab = keyof typeof zhChat.tabs;

/**
 * Page object of the floating chat window on /play-game/m. Locators go by role and the
 * zh_tw texts of locales/chat.json; messages by their text inside the conversation log.
 */
export class ChatWindow {
  constructor(readonly page: Page) {}

  /** Opens the play screen, optionally on a tab (`?chatroom=`). */
  async goto(chatroom?: Tab): Promise<void> {
    await this.page.goto(`/zh_tw/play-game/m${chatroom ? `?chatroom=${chatroom}` : ''}`);
    if (chatroom) await expect(this.panel).toBeVisible();
    else await expect(this.launcher).toBeVisible();
  }

  get launcher(): Locator {
    return this.page.getByTestId('chat-launcher');
  }

  get panel(): Locator {
    return this.page.getByRole('region', { name: zhChat.title });
  }

  /** The conversation log of the open channel. */
  get log(): Locator {
    return this.panel.getByRole('log');
  }

  get list(): Locator {
    return this.panel.getByTestId('message-list');
  }

  get input(): Locator {
    return this.panel.getByRole('textbox', { name: zhChat.input.label });
  }

  tab(name: Tab): Locator {
    return this.panel.getByRole('tablist', { name: zhChat.tabsLabel }).getByRole('tab', { name: new RegExp(`^${zhChat.tabs[name]}`) });
  }

  async open(): Promise<void> {
    await this.launcher.click();
    await expect(this.panel).toBeVisible();
  }

  async collapse(): Promise<void> {
    await this.panel.getByRole('button', { name: zhChat.collapse }).click();
    await expect(this.launcher).toBeVisible();
  }

  async selectTab(name: Tab): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** A message of the open channel, by (part of) its text. */
  message(text: string | RegExp): Locator {
    return this.log.locator('[data-seq]').filter({ hasText: text });
  }

  /** Types and sends with Enter; waits until the draft is cleared. */
  async send(text: string): Promise<void> {
    await this.input.fill(text);
    await this.input.press('Enter');
    await expect(this.input).toHaveValue('');
  }

  /** Sends and waits for the message to come back from the server. */
  async say(text: string): Promise<void> {
    await this.send(text);
    await expect(this.message(text)).toBeVisible();
  }

  /** The private room of a player in the room list. */
  room(name: string): Locator {
    return this.panel.getByRole('button', { name: new RegExp(`^${name}`) });
  }

  async openRoom(name: string): Promise<void> {
    await this.room(name).click();
    await expect(this.panel.getByRole('button', { name: zhChat.conversation.back })).toBeVisible();
  }

  /** Finds a player in the friend view and opens a private chat with them. */
  async chatWith(name: string): Promise<void> {
    await this.selectTab('friends');
    await this.panel.getByRole('searchbox').fill(name);
    await this.panel.getByRole('button', { name: zhChat.friendsView.search }).click();
    await this.panel.getByRole('button', { name: zhChat.friendsView.chat.replace('{{name}}', name) }).click();
    await expect(this.input).toBeVisible();
  }

  get settingsDialog(): Locator {
    return this.page.getByRole('dialog', { name: zhChat.settingsDialog.title });
  }

  async openSettings(): Promise<void> {
    await this.panel.getByRole('button', { name: zhChat.settings }).click();
    await expect(this.settingsDialog).toBeVisible();
  }

  settingSwitch(name: keyof typeof zhChat.settingsDialog): Locator {
    return this.settingsDialog.getByRole('switch', { name: zhChat.settingsDialog[name] });
  }

  async confirmSettings(): Promise<void> {
    await this.settingsDialog.getByRole('button', { name: zhCommon.common.confirm }).click();
    await expect(this.settingsDialog).toBeHidden();
  }

  async closeSettings(): Promise<void> {
    await this.settingsDialog.getByRole('button', { name: zhCommon.common.close }).click();
    await expect(this.settingsDialog).toBeHidden();
  }

  /** The badge of the launcher (empty when there is none). */
  async launcherBadge(): Promise<string> {
    return (await this.launcher.innerText()).trim();
  }

  /** How many messages the open channel holds (the list is virtualised: not all are in the DOM). */
  async messageCount(): Promise<number> {
    return Number(await this.list.getAttribute('data-message-count'));
  }

  /**
   * Scrolls the log from top to bottom and returns the Seq of every message in the order
   * met, each once, checking that every rendered window is in ascending order without repeats.
   */
  async collectSeqs(): Promise<number[]> {
    return (await this.collectMessages()).map((m) => m.seq);
  }

  /** The text of every message of the open channel, oldest first (see collectSeqs). */
  async collectTexts(): Promise<string[]> {
    return (await this.collectMessages()).map((m) => m.text);
  }

  /** The whole text of every message row (sender, club tag, text, cards), oldest first. */
  async collectRowTexts(): Promise<string[]> {
    return (await this.collectMessages()).map((m) => m.row);
  }

  /** Resolves after the page has drawn two more frames: a scroll's rows are rendered and measured by then. */
  private async twoFrames(): Promise<void> {
    await this.page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  }

  /**
   * Scrolls to the top until the whole history is in (data-history="complete": no older page
   * on its way or left on the server) and the log is still at its top two frames after being
   * put there: a list that just opened scrolls itself to the newest message once it has
   * measured its rows, and a prepended page moves the scroll position to keep the rows on
   * screen where they were.
   */
  async scrollToOldest(): Promise<void> {
    const state = () =>
      this.log.evaluate((el) => ({ top: el.scrollTop, history: el.closest('[data-history]')?.getAttribute('data-history') ?? null }));
    for (let guard = 0; guard < 1000; guard++) {
      let now = { top: 0, history: null as string | null };
      // At the top with older pages on the server, the list asks for the next one (Virtuoso's
      // startReached, within its 200 ms debounce): wait until it has.
      await expect
        .poll(
          async () => {
            await this.log.evaluate((el) => (el.scrollTop = 0));
            await this.twoFrames();
            now = await state();
            return now.top === 0 && now.history === 'more';
          },
          { message: 'at the top of the log, the list asks for the older page' },
        )
        .toBe(false);
      if (now.top === 0 && now.history === 'complete') return;
      await expect(this.list, 'the older page arrives').not.toHaveAttribute('data-history', 'loading');
    }
    throw new Error('the log never reached the top of its history');
  }

  private async collectMessages(): Promise<{ seq: number; text: string; row: string }[]> {
    const seen = new Map<number, { text: string; row: string }>();
    // Rows rendered across the whole visible part of the log (the virtualised list renders
    // after a scroll): the first row reaches the top edge, the last the bottom edge.
    const covered = () =>
      this.log.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const rows = [...el.querySelectorAll('[data-seq]')].map((r) => r.getBoundingClientRect());
        if (rows.length === 0) return false;
        const fits = el.scrollHeight <= el.clientHeight + 2; // a short list shows every row at once
        const top = fits || rows.some((r) => r.top <= box.top + 2) || (el.scrollTop === 0 && rows[0]!.top < box.top + 60);
        const bottom = el.scrollTop + el.clientHeight >= el.scrollHeight - 2 || rows.some((r) => r.bottom >= box.bottom - 2);
        return top && bottom;
      });
    const read = () =>
      this.log.locator('[data-seq]').evaluateAll((els) =>
        els.map((e) => ({ seq: Number(e.getAttribute('data-seq')), text: e.querySelector('[data-message-text]')?.textContent ?? '', row: e.textContent ?? '' })),
      );
    /** The rows on screen once the list has rendered for the current scroll position. */
    const windowRows = async () => {
      await this.twoFrames();
      await expect.poll(covered, { message: 'the log renders what is on screen' }).toBe(true);
      const rows = await read();
      const seqs = rows.map((r) => r.seq);
      expect(seqs, 'rendered rows are in order, each once').toEqual([...new Set(seqs)].sort((a, b) => a - b));
      return rows;
    };
    await this.scrollToOldest();
    // Down by half a screen at a time: each window shares rows with the one before. One that
    // does not means the list moved by itself (it followed a new message to the bottom): the
    // reading starts again from the top, keeping what it has seen.
    let previous: Set<number> | null = null;
    for (let guard = 0; guard < 500; guard++) {
      const rows = await windowRows();
      if (previous && !rows.some((r) => previous!.has(r.seq))) {
        previous = null;
        await this.scrollToOldest();
        continue;
      }
      for (const row of rows) if (!seen.has(row.seq)) seen.set(row.seq, { text: row.text, row: row.row });
      previous = new Set(rows.map((r) => r.seq));
      const atEnd = await this.log.evaluate((el) => {
        const before = el.scrollTop;
        el.scrollTop = before + el.clientHeight * 0.5;
        return el.scrollTop === before;
      });
      if (atEnd) break;
    }
    return [...seen.entries()].sort(([x], [y]) => x - y).map(([seq, m]) => ({ seq, ...m }));
  }
}
