/**
 * XSS corpus in what other players set and send outside plain chat, in Chromium (issue 14
 * item 2; issue 38 item 2): a few representative payloads (tests/xss/payloads.ts
 * BROWSER_PAYLOADS) as nicknames and bios on the player card, red envelope titles and
 * contents, and in a live room (its title and anchor name, enter lines, live chat, gift
 * captions). Every payload of the corpus goes through each of these sinks in the component
 * tests (`*.xss.test.tsx`); here the whole path is proven once per sink. The hostile players
 * act through their own sockets (e2e/support/player-socket.ts), as another device would; the
 * trap (e2e/support/xss-trap.ts) must see nothing run, and every payload must show as text.
 */
import type { Page } from '@playwright/test';
import zhChat from '../locales/zh_tw/chat.json';
import zhCommon from '../locales/zh_tw/common.json';
import zhEnvelope from '../locales/zh_tw/red-envelope.json';
import zhLive from '../locales/zh_tw/live.json';
import zhProfile from '../locales/zh_tw/profile.json';
import { ChannelType, Op, RedEnvelopeMethod, RelationType } from '../src/protocol';
import { BROWSER_PAYLOADS, XSS_PAYLOADS, length, squash, type XssPayload } from '../tests/xss/payloads';
import { expect, test } from './fixtures';
import { ChatWindow } from './pages/chat';
import { Site } from './pages/site';
import { playerSocket } from './support/player-socket';
import { qa } from './support/qa-client';
import { expectNoExecution, expectShownAsText, installXssTrap, occurrences, type XssTrap } from './support/xss-trap';

const tag = () => Math.random().toString(36).slice(2, 7);
/** A room of this test's own, so parallel tests never see each other's. */
const freshRoomId = () => 100_000 + Math.floor(Math.random() * 800_000);
/** Names are at most 64 characters: the payload and the run's tag when it fits. */
const hostileName = (p: XssPayload, id: string) => (length(p.text) <= 64 - 6 ? `${p.text} ${id}` : `長${p.id} ${id}`);
const namedFits = (p: XssPayload) => length(p.text) <= 64 - 6;
const GIFT_ROSE = 42;

let trap: XssTrap;
test.use({ bypassCSP: true });
test.beforeEach(async ({ context }) => {
  trap = await installXssTrap(context);
});

async function signIn(page: Page, body: Parameters<typeof qa.createPlayer>[0] = {}) {
  const created = await qa.createPlayer({ VIPLevel: 3, ...body });
  await new Site(page).signInWithToken(created.Token);
  return created;
}

test.describe('XSS corpus in player cards, red envelopes and live rooms', () => {
  test('player cards: hostile nicknames and bios', async ({ page }) => {
    const id = tag();
    const me = await signIn(page);
    for (const p of BROWSER_PAYLOADS) {
      const other = await qa.createPlayer({ VIPLevel: 3, Name: hostileName(p, id) });
      const socket = await playerSocket('lobby', other.Token);
      await socket.request(Op.ProfileModify, { Introduction: p.text });
      socket.close();
      await qa.relationship({ PlayerID: me.PlayerID, TargetID: other.PlayerID, Type: RelationType.Friend });
    }
    const chat = new ChatWindow(page);
    await chat.goto();
    await chat.open();
    await chat.selectTab('friends');
    const card = page.getByRole('dialog', { name: zhProfile.card.title });
    for (const p of BROWSER_PAYLOADS) {
      await chat.panel.getByRole('button', { name: zhChat.avatar.replace('{{name}}', hostileName(p, id)), exact: true }).click();
      await expect(card).toBeVisible();
      await expect(card.getByText(zhProfile.card.noBio)).toHaveCount(0);
      // the bio, and the name too when the payload is in it
      const shown = async () => squash((await card.textContent()) ?? '').split(squash(p.text)).length - 1;
      await expect.poll(shown, { message: `card ${p.id}` }).toBe(namedFits(p) ? 2 : 1);
      await card.getByRole('button', { name: zhCommon.common.close }).first().click();
      await expect(card).toBeHidden();
    }
    await expectShownAsText(chat.panel, BROWSER_PAYLOADS.filter(namedFits), 'nicknames in the friend list');
    await expectNoExecution(page, trap);
  });

  test('red envelopes: hostile titles and contents in club chat and the overlay', async ({ page }) => {
    const id = tag();
    const sender = await qa.createPlayer({ VIPLevel: 3, Name: `${BROWSER_PAYLOADS[1]!.text} ${id}`, CanSendRedEnvelope: true, Gold: 1_000_000 });
    const me = await qa.createPlayer({ VIPLevel: 3 });
    await qa.createClub({ ClubName: `紅包${id}`, LeaderID: sender.PlayerID, MemberIDs: [me.PlayerID], ChatEnabled: true });
    // Titles are at most 20 characters: none of the representative payloads fits, so one more
    // envelope carries the longest payload that does (a bare javascript: URL) as its title.
    const titled = (p: XssPayload) => length(p.text) <= 20;
    const title = (p: XssPayload) => (titled(p) ? p.text : `紅包${p.id}號`);
    const envelopes = [...BROWSER_PAYLOADS, XSS_PAYLOADS.find((p) => p.id === 61)!];
    const socket = await playerSocket('lobby', sender.Token);
    for (const p of envelopes) {
      await socket.request(Op.RedEnvelopeCreate, {
        Title: title(p),
        Content: p.text,
        Amount: 10,
        Quantity: 1,
        Method: RedEnvelopeMethod.Equal,
        ChannelType: ChannelType.Club,
      });
    }
    socket.close();
    await new Site(page).signInWithToken(me.Token);
    const chat = new ChatWindow(page);
    await chat.goto();
    await chat.open();
    await chat.selectTab('club');
    await expect.poll(() => chat.messageCount()).toBeGreaterThanOrEqual(envelopes.length);
    const all = (await chat.collectRowTexts()).join(' ');
    expect(envelopes.filter((p) => !all.includes(title(p))).map((p) => p.id), 'envelope titles in chat').toEqual([]);
    await expectNoExecution(page, trap);

    // Each card opens the overlay: its content, and its title when the payload is the title.
    const overlay = page.getByRole('dialog', { name: zhEnvelope.overlay.title });
    for (const p of envelopes) {
      const card = chat.log.getByRole('button').filter({ hasText: title(p) });
      await card.scrollIntoViewIfNeeded();
      await card.click();
      await expect(overlay).toBeVisible();
      await expectShownAsText(overlay, [p], `envelope ${p.id} content`, (q) => (titled(q) ? 2 : 1));
      await overlay.getByRole('button', { name: zhCommon.common.close }).first().click();
      await expect(overlay).toBeHidden();
    }
    await expectNoExecution(page, trap);
  });

  test('live room: hostile title, anchor, enter lines, live chat and gift captions', async ({ page }) => {
    const id = tag();
    const roomId = freshRoomId();
    const [titleP, anchorP] = [BROWSER_PAYLOADS[0]!, BROWSER_PAYLOADS[1]!];
    await qa.liveRoom({ RoomID: roomId, Title: `${titleP.text} ${id}`, AnchorName: `${anchorP.text} ${id}`, StreamURL: '/live/demo-stream.mp4', Open: true });
    await signIn(page);
    await page.goto(`/zh_tw/play-game/live?live=${roomId}`);
    // the first load of the room can take over 10 s while other tests run beside it
    await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'connected', { timeout: 30_000 });
    await expect(page.getByPlaceholder(zhLive.chat.placeholder)).toBeEnabled();
    await expectShownAsText(page.getByRole('heading', { level: 1 }), [titleP], 'room title');
    await expectShownAsText(page.locator('body'), [anchorP], 'anchor name');

    // A hostile viewer per payload: named with it when it fits (a tag of their own: the title and
    // the anchor carry the same payloads), says it in the live chat.
    const viewerTag = tag();
    const sockets = [];
    for (const p of BROWSER_PAYLOADS) {
      const viewer = await qa.createPlayer({ VIPLevel: 3, Name: hostileName(p, viewerTag), Items: { [String(GIFT_ROSE)]: 1 } });
      const socket = await playerSocket('chat', viewer.Token);
      await socket.request(Op.LiveJoin, { RoomID: roomId });
      await expectShownAsText(page.locator('body'), [{ ...p, text: hostileName(p, viewerTag) }], `enter line of ${p.id}`);
      sockets.push(socket);
    }
    for (const [i, p] of BROWSER_PAYLOADS.entries()) {
      // the payload may already be on the page (a name, the title): one more of it must come
      const shown = async () => occurrences((await page.locator('body').textContent()) ?? '', p.text);
      const before = await shown();
      await sockets[i]!.request(Op.LiveChatSend, { Message: p.text });
      await expect.poll(shown, { message: `live chat ${p.id}` }).toBeGreaterThan(before);
    }
    await expectNoExecution(page, trap);

    // gift captions: the sender's and the anchor's names
    for (const [i, p] of BROWSER_PAYLOADS.entries()) {
      if (!namedFits(p) || i > 1) continue;
      await sockets[i]!.request(Op.LiveGiftSend, { ToID: 0, ItemID: GIFT_ROSE, Amount: 1 });
      await expectShownAsText(page.getByTestId('gift-effect'), [{ ...p, text: hostileName(p, viewerTag) }, anchorP], `gift caption of ${p.id}`);
    }
    for (const socket of sockets) socket.close();
    await expectNoExecution(page, trap);
  });
});
