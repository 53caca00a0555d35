/**
 * XSS corpus in what other players set and send outside plain chat (issue 14 item 2):
 * nicknames and bios on the player card, red envelope titles and contents, and a live room
 * (its title and anchor name, enter lines, live chat, gift captions). The hostile players act
 * through their own sockets (e2e/support/player-socket.ts), as another device would; the
 * trap (e2e/support/xss-trap.ts) must see nothing run, and every payload must show as text.
 */
import type { Page } from '@playwright/test';
import zhChat from '../locales/zh_tw/chat.json';
import zhCommon from '../locales/zh_tw/common.json';
import zhEnvelope from '../locales/zh_tw/red-envelope.json';
import zhLive from '../locales/zh_tw/live.json';
import zhProfile from '../locales/zh_tw/profile.json';
import { ChannelType, ChatLimits, Op, RedEnvelopeMethod, RelationType } from '../src/protocol';
import { expect, test } from './fixtures';
import { ChatWindow } from './pages/chat';
import { Site } from './pages/site';
import { playerSocket } from './support/player-socket';
import { qa } from './support/qa-client';
import { expectNoExecution, expectShownAsText, installXssTrap, occurrences, type XssTrap } from './support/xss-trap';
import { XSS_PAYLOADS, length, squash, type XssPayload } from './support/xss-payloads';

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
    test.setTimeout(360_000); // 65 cards opened one by one (over 3 minutes on a busy 2-core machine)
    const id = tag();
    const me = await signIn(page);
    for (const p of XSS_PAYLOADS) {
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
    // The friend list pages by 20: every card of every page, opened one by one.
    const avatars = chat.panel.getByRole('button', { name: new RegExp(`^${zhChat.avatar.split('{{name}}')[0]}.*${id}`) });
    const next = chat.panel.getByRole('navigation', { name: zhChat.friendsView.paging }).getByRole('button', { name: zhChat.friendsView.next });
    const card = page.getByRole('dialog', { name: zhProfile.card.title });
    const listed: string[] = [];
    const opened = new Set<number>();
    for (let pageNo = 0; pageNo < 10; pageNo++) {
      await expect(avatars.first()).toBeVisible();
      listed.push((await chat.panel.textContent()) ?? '');
      for (const p of XSS_PAYLOADS) {
        const avatar = chat.panel.getByRole('button', { name: zhChat.avatar.replace('{{name}}', hostileName(p, id)), exact: true });
        if (opened.has(p.id) || (await avatar.count()) === 0) continue;
        await avatar.click();
        await expect(card).toBeVisible();
        await expect(card.getByText(zhProfile.card.noBio)).toHaveCount(0);
        // the bio, and the name too when the payload is in it
        const shown = async () => squash((await card.textContent()) ?? '').split(squash(p.text)).length - 1;
        await expect.poll(shown, { message: `card ${p.id}` }).toBe(namedFits(p) ? 2 : 1);
        await card.getByRole('button', { name: zhCommon.common.close }).first().click();
        await expect(card).toBeHidden();
        opened.add(p.id);
      }
      await expectNoExecution(page, trap);
      if (!(await next.isVisible()) || (await next.isDisabled())) break;
      await next.click();
    }
    expect(XSS_PAYLOADS.filter((p) => !opened.has(p.id)).map((p) => p.id), 'cards opened').toEqual([]);
    const inList = squash(listed.join(' '));
    expect(XSS_PAYLOADS.filter(namedFits).filter((p) => !inList.includes(squash(p.text))).map((p) => p.id), 'nicknames in the friend list').toEqual([]);
    await expectNoExecution(page, trap);
  });

  test('red envelopes: hostile titles and contents in club chat and the overlay', async ({ page }) => {
    test.setTimeout(360_000); // 65 envelopes opened one by one (over 3 minutes on a busy 2-core machine)
    const id = tag();
    const sender = await qa.createPlayer({ VIPLevel: 3, Name: `${XSS_PAYLOADS[4]!.text} ${id}`, CanSendRedEnvelope: true, Gold: 1_000_000 });
    const me = await qa.createPlayer({ VIPLevel: 3 });
    await qa.createClub({ ClubName: `紅包${id}`, LeaderID: sender.PlayerID, MemberIDs: [me.PlayerID], ChatEnabled: true });
    const titled = (p: XssPayload) => length(p.text) <= 20;
    const title = (p: XssPayload) => (titled(p) ? p.text : `紅包${p.id}號`);
    const socket = await playerSocket('lobby', sender.Token);
    for (const p of XSS_PAYLOADS) {
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
    const texts: string[] = [];
    for (let guard = 0; guard < 10 && new Set(texts).size < XSS_PAYLOADS.length; guard++) {
      await chat.log.evaluate((el) => (el.scrollTop = 0));
      await page.waitForTimeout(400);
      texts.push(...(await chat.collectRowTexts()));
    }
    const all = texts.join(' ');
    expect(XSS_PAYLOADS.filter((p) => !all.includes(title(p))).map((p) => p.id), 'envelope titles in chat').toEqual([]);
    await expectNoExecution(page, trap);

    // The log is virtualised: from the top down, open every card on screen, then move on.
    const overlay = page.getByRole('dialog', { name: zhEnvelope.overlay.title });
    const opened = new Set<number>();
    await chat.log.evaluate((el) => (el.scrollTop = 0));
    for (let guard = 0; guard < 200 && opened.size < XSS_PAYLOADS.length; guard++) {
      for (const p of XSS_PAYLOADS) {
        if (opened.has(p.id)) continue;
        const card = chat.log.getByRole('button').filter({ hasText: title(p) });
        if ((await card.count()) !== 1 || !(await card.isVisible())) continue;
        // a tap without scrolling: the virtualised log may move the card while it is scrolled to
        await card.dispatchEvent('click');
        await expect(overlay).toBeVisible();
        await expectShownAsText(overlay, [p], `envelope ${p.id} content`, (q) => (titled(q) ? 2 : 1));
        await overlay.getByRole('button', { name: zhCommon.common.close }).first().click();
        await expect(overlay).toBeHidden();
        opened.add(p.id);
      }
      await chat.log.evaluate((el) => (el.scrollTop += el.clientHeight * 0.5));
      await page.waitForTimeout(200);
    }
    expect(XSS_PAYLOADS.filter((p) => !opened.has(p.id)).map((p) => p.id), 'envelopes opened').toEqual([]);
    await expectNoExecution(page, trap);
  });

  test('live room: hostile title, anchor, enter lines, live chat and gift captions', async ({ page }) => {
    test.slow(); // seven hostile viewers say the whole corpus, three of them send a gift
    const id = tag();
    const roomId = freshRoomId();
    const [titleP, anchorP] = [XSS_PAYLOADS[0]!, XSS_PAYLOADS[2]!];
    await qa.liveRoom({ RoomID: roomId, Title: `${titleP.text} ${id}`, AnchorName: `${anchorP.text} ${id}`, StreamURL: '/live/demo-stream.mp4', Open: true });
    await signIn(page);
    await page.goto(`/zh_tw/play-game/live?live=${roomId}`);
    // the first load of the room can take over 10 s while the card and envelope tests run beside it
    await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'connected', { timeout: 30_000 });
    await expect(page.getByPlaceholder(zhLive.chat.placeholder)).toBeEnabled();
    await expectShownAsText(page.getByRole('heading', { level: 1 }), [titleP], 'room title');
    await expectShownAsText(page.locator('body'), [anchorP], 'anchor name');

    // Each hostile viewer may say 10 a minute: the corpus is shared among seven.
    const speakers = XSS_PAYLOADS.filter(namedFits).slice(5, 12);
    const sockets = [];
    for (const p of speakers) {
      const viewer = await qa.createPlayer({ VIPLevel: 3, Name: hostileName(p, id), Items: { [String(GIFT_ROSE)]: 1 } });
      const socket = await playerSocket('chat', viewer.Token);
      await socket.request(Op.LiveJoin, { RoomID: roomId });
      await expectShownAsText(page.locator('body'), [{ ...p, text: hostileName(p, id) }], `enter line of ${p.id}`);
      sockets.push(socket);
    }
    expect(sockets.length * ChatLimits.MessagesPerMinute).toBeGreaterThanOrEqual(XSS_PAYLOADS.length);
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      // the payload may already be on the page (a name, the title): one more of it must come
      const shown = async () => occurrences((await page.locator('body').textContent()) ?? '', p.text);
      const before = await shown();
      await sockets[i % sockets.length]!.request(Op.LiveChatSend, { Message: p.text });
      await expect.poll(shown, { message: `live chat ${p.id}` }).toBeGreaterThan(before);
    }
    await expectNoExecution(page, trap);

    for (const [i, p] of speakers.slice(0, 3).entries()) {
      await sockets[i]!.request(Op.LiveGiftSend, { ToID: 0, ItemID: GIFT_ROSE, Amount: 1 });
      await expectShownAsText(page.getByTestId('gift-effect'), [p, anchorP], `gift caption of ${p.id}`);
    }
    for (const socket of sockets) socket.close();
    await expectNoExecution(page, trap);
  });
});
