/**
 * XSS corpus in chat, in Chromium (issue 14 item 2; issue 38 item 2): a few representative
 * payloads (tests/xss/payloads.ts BROWSER_PAYLOADS: a script tag, an image's onerror, a
 * javascript: link, an mXSS classic, an attribute breakout) as other players' messages and
 * nicknames in the public channel, a private room and a club channel, as system messages and
 * shared-game cards in the announcement channel, and as a pinned announcement's title and HTML
 * (with the other mXSS payloads). Every payload of the corpus goes through each of these sinks
 * in the component tests (`*.xss.test.tsx`); here the whole path — server, socket, store,
 * page — is proven once per sink. The trap (e2e/support/xss-trap.ts) must see nothing run, and
 * every payload must show as literal text (the sanitised HTML keeps its formatting).
 */
import type { Page } from '@playwright/test';
import zhChat from '../locales/zh_tw/chat.json';
import zhClub from '../locales/zh_tw/club.json';
import { ChannelType, ChatSenderType, ChatSpecialOp } from '../src/protocol';
import { BROWSER_HTML_PAYLOADS, BROWSER_PAYLOADS, XSS_PAYLOADS, length, squash, type XssPayload } from '../tests/xss/payloads';
import { expect, test } from './fixtures';
import { ChatWindow } from './pages/chat';
import { ClubScreen } from './pages/club';
import { Site } from './pages/site';
import { qa } from './support/qa-client';
import { expectNoExecution, expectShownAsText, installXssTrap, liveMarkup, occurrences, type XssTrap } from './support/xss-trap';

const tag = () => Math.random().toString(36).slice(2, 7);
/** Names and club names are at most 64 characters; a space and the run's tag keep them unique. */
const NAME_ROOM = 64 - 6;
const hostileName = (p: XssPayload, id: string) => (length(p.text) <= NAME_ROOM ? `${p.text} ${id}` : `長${p.id} ${id}`);
const named = BROWSER_PAYLOADS.filter((p) => length(p.text) <= NAME_ROOM);
/** The payloads as the names made of them read (payload, space, tag). */
const asNames = (ps: readonly XssPayload[], id: string) => ps.map((p) => ({ ...p, text: hostileName(p, id) }));

let trap: XssTrap;
test.use({ bypassCSP: true });
test.beforeEach(async ({ context }) => {
  trap = await installXssTrap(context);
});

async function viewer(page: Page, body: Parameters<typeof qa.createPlayer>[0] = {}) {
  const created = await qa.createPlayer({ VIPLevel: 3, ...body });
  await new Site(page).signInWithToken(created.Token);
  return { ...created, chat: new ChatWindow(page) };
}

/** The play screen with the chat open on `tab`. */
async function openChat(chat: ChatWindow, tab: Parameters<ChatWindow['selectTab']>[0]): Promise<void> {
  await chat.goto();
  await chat.open();
  await chat.selectTab(tab);
}

/** Waits until the open channel holds at least `n` messages (pushes still on their way). */
async function holding(chat: ChatWindow, n: number): Promise<void> {
  await expect.poll(() => chat.messageCount()).toBeGreaterThanOrEqual(n);
}

/** Every payload is in one of `texts` (whitespace squashed). */
function expectAllIn(texts: string[], payloads: readonly XssPayload[], what: string): void {
  const all = squash(texts.join(' '));
  expect(payloads.filter((p) => !all.includes(squash(p.text))).map((p) => p.id), what).toEqual([]);
}

test.describe('XSS corpus in chat', () => {
  test('the trap sees a payload that reaches the page as markup, and the audit finds it', async ({ page, site }) => {
    await site.skipAgeGate();
    await site.open('/zh_tw');
    // what a hole would do: a payload put into the page as HTML runs and is recorded
    await page.evaluate((html) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      document.body.append(holder);
    }, XSS_PAYLOADS.find((p) => p.id === 3)!.text);
    await expect.poll(() => trap.calls).toEqual(['__xss(3)']);
    expect(await liveMarkup(page)).toEqual(['<img onerror>']);
  });

  test('public channel: hostile messages and nicknames', async ({ page }) => {
    const id = tag();
    const me = await viewer(page);
    await openChat(me.chat, 'public');
    for (const p of BROWSER_PAYLOADS) {
      const sender = await qa.createPlayer({ VIPLevel: 3, Name: hostileName(p, id) });
      await qa.chatMessage({ ChannelType: ChannelType.Public, From: sender.PlayerID, SenderType: ChatSenderType.Player, Message: p.text });
    }
    await holding(me.chat, BROWSER_PAYLOADS.length);
    expectAllIn(await me.chat.collectTexts(), BROWSER_PAYLOADS, 'messages');
    expectAllIn(await me.chat.collectRowTexts(), asNames(named, id), 'nicknames');
    await expectNoExecution(page, trap);
  });

  test('private chat: hostile names in the room list, hostile messages in a room', async ({ page }) => {
    const id = tag();
    const me = await viewer(page);
    const friend = await qa.createPlayer({ VIPLevel: 3, Name: `私聊${id}` });
    for (const p of BROWSER_PAYLOADS) {
      await qa.chatMessage({ ChannelType: ChannelType.Private, From: friend.PlayerID, PlayerID: me.PlayerID, SenderType: ChatSenderType.Player, Message: p.text });
    }
    for (const p of named) {
      const sender = await qa.createPlayer({ VIPLevel: 3, Name: hostileName(p, id) });
      await qa.chatMessage({ ChannelType: ChannelType.Private, From: sender.PlayerID, PlayerID: me.PlayerID, SenderType: ChatSenderType.Player, Message: p.text });
    }
    await openChat(me.chat, 'private');
    await expectShownAsText(me.chat.panel, asNames(named, id), 'hostile names in the room list');
    await expectNoExecution(page, trap);

    await me.chat.openRoom(`私聊${id}`);
    await holding(me.chat, BROWSER_PAYLOADS.length);
    expectAllIn(await me.chat.collectTexts(), BROWSER_PAYLOADS, 'private messages');
    await expectNoExecution(page, trap);
  });

  test('club: a hostile club name and description, members and their club chat', async ({ page }) => {
    const id = tag();
    const me = await qa.createPlayer({ VIPLevel: 3, Name: `會員${id}` });
    const clubPayload = named[1]!;
    const club = await qa.createClub({
      ClubName: `${clubPayload.text} ${id}`,
      Description: BROWSER_PAYLOADS.map((p) => p.text).join(' '),
      ChatEnabled: true,
      MemberIDs: [me.PlayerID],
      Members: named.length,
      Names: [`會長${id}`, ...named.map((p) => hostileName(p, id))],
      VIPLevel: 3,
    });
    await new Site(page).signInWithToken(me.Token);
    const chat = new ChatWindow(page);
    await openChat(chat, 'club');
    const speakers = club.Members.filter((m) => m.PlayerID !== me.PlayerID);
    for (const [i, p] of BROWSER_PAYLOADS.entries()) {
      const from = speakers[i % speakers.length]!.PlayerID;
      await qa.chatMessage({ ChannelType: ChannelType.Club, ClubID: club.ClubID, From: from, SenderType: ChatSenderType.Player, Message: p.text });
    }
    await holding(chat, BROWSER_PAYLOADS.length);
    expectAllIn(await chat.collectTexts(), BROWSER_PAYLOADS, 'club messages');
    expectAllIn(await chat.collectRowTexts(), asNames(named, id), 'member names');
    await expectNoExecution(page, trap);

    const screen = new ClubScreen(page);
    await screen.goto();
    await expectShownAsText(screen.header, [clubPayload], 'club name in the header');
    await expectShownAsText(page.locator('body'), BROWSER_PAYLOADS, 'club description');
    await expectShownAsText(page.getByTestId('club-members'), asNames(named, id), 'member names');
    await expect(screen.member(hostileName(named[0]!, id))).toContainText(zhClub.roles['3']);
    await expectNoExecution(page, trap);
  });

  test('announcement channel: system messages, shared-game cards and a pinned announcement keep formatting only', async ({ page }) => {
    const id = tag();
    const me = await viewer(page);
    await openChat(me.chat, 'announcement');
    for (const p of BROWSER_PAYLOADS) {
      await qa.chatMessage({ ChannelType: ChannelType.Announcement, Message: p.text });
      await qa.chatMessage({ ChannelType: ChannelType.Announcement, Message: `分享 ${id}`, Params: { op: ChatSpecialOp.Share, gamecode: p.text, gameName: p.text } });
    }
    await holding(me.chat, BROWSER_PAYLOADS.length * 2);
    expectAllIn(await me.chat.collectTexts(), BROWSER_PAYLOADS, 'system messages');
    // each payload is a system message and a card's game name
    const rowText = (await me.chat.collectRowTexts()).join(' ');
    expect(BROWSER_PAYLOADS.filter((p) => occurrences(rowText, p.text) < 2).map((p) => p.id), 'shared-game card names').toEqual([]);
    await expectNoExecution(page, trap);

    // A pinned announcement: hostile title; its HTML loses every payload and keeps its formatting.
    const title = `${BROWSER_PAYLOADS[0]!.text} ${id}`;
    const formatting = `<p>置頂 ${id}</p><b>粗體${id}</b><i>斜體${id}</i><ul><li>項目${id}</li></ul><a href="https://example.com/${id}">連結${id}</a>`;
    await qa.announcement({ Category: 1, Title: title, Content: formatting + BROWSER_HTML_PAYLOADS.map((p) => p.text).join('<br>'), IsTop: true });
    await openChat(me.chat, 'announcement');
    const strip = me.chat.panel.getByRole('region', { name: zhChat.strip.label });
    await expect(strip).toBeVisible();
    if ((await strip.getByRole('button', { name: zhChat.strip.expand }).count()) > 0) await strip.getByRole('button', { name: zhChat.strip.expand }).click();
    const item = strip.getByRole('button', { name: title });
    await expect(item).toBeVisible();
    await item.click();
    const body = strip.getByRole('listitem').filter({ hasText: `置頂 ${id}` });
    await expect(body.locator('p', { hasText: `置頂 ${id}` })).toBeVisible();
    await expect(body.locator('b', { hasText: `粗體${id}` })).toBeVisible();
    await expect(body.locator('i', { hasText: `斜體${id}` })).toBeVisible();
    await expect(body.locator('ul > li', { hasText: `項目${id}` })).toBeVisible();
    const link = body.getByRole('link', { name: `連結${id}` });
    await expect(link).toHaveAttribute('href', `https://example.com/${id}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(body.locator('script, iframe, object, embed, style, form, input, textarea, select, button[formaction]')).toHaveCount(0);
    await expectNoExecution(page, trap);
  });
});
