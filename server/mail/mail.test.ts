/**
 * In-app mail through real sockets (SQLite under `server`, PostgreSQL under `server-pg`):
 * paging, collect credited once (20 concurrent collects on two sockets, a retry), delete rules,
 * another player's mail, collect-and-send-back, the new-mail push, the demo welcome.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ItemId, MailKind, MailSenderType, MailStep, Op, QaPath, type MailActionResult, type MailNewPush } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { act, balance, frameOf, ledger, list, makePlayer, qaMail } from './test-kit';
import { listMail } from './mail-service';
import { WELCOME_MAIL } from './welcome';

const GOLD = String(ItemId.Gold);
const POINTS = String(ItemId.GamePoints);

describe('in-app mail', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  it('lists newest first, 3 a page, with Total and Unread; PerPage over 20 is refused', async () => {
    const a = await makePlayer(s);
    for (let i = 1; i <= 7; i++) await qaMail(s, { PlayerID: a.id, Title: `mail ${i}` });
    const first = await list(a, 1, 3);
    expect(first.Rows.map((m) => m.Title)).toEqual(['mail 7', 'mail 6', 'mail 5']);
    expect(first).toMatchObject({ Total: 7, Unread: 7 });
    expect((await list(a, 2, 3)).Rows.map((m) => m.Title)).toEqual(['mail 4', 'mail 3', 'mail 2']);
    expect((await list(a, 3, 3)).Rows.map((m) => m.Title)).toEqual(['mail 1']);
    expect((await list(a, 4, 3)).Rows).toEqual([]);
    a.lobby.send({ OP: Op.MailUnread, Page: 1, PerPage: 21 });
    expect((await frameOf(a.lobby, Op.MailUnreadReply)).Code).toBe(Code.MalformedFrame);
  });

  it('pushes 10121 to the recipient when a mail arrives, with the new unread count', async () => {
    const a = await makePlayer(s);
    await qaMail(s, { PlayerID: a.id, Title: 'first' });
    const first = (await frameOf(a.lobby, Op.MailNewPush)).Result as MailNewPush;
    expect(first).toMatchObject({ Unread: 1, Mail: { Title: 'first', SenderType: MailSenderType.System, Read: false } });
    await qaMail(s, { PlayerID: a.id, Title: 'second', Items: { [GOLD]: 10 } });
    const second = (await frameOf(a.lobby, Op.MailNewPush)).Result as MailNewPush;
    expect(second).toMatchObject({ Unread: 2, Mail: { Title: 'second', Items: { [GOLD]: 10 }, Collected: false } });
  });

  it("a read on one socket moves the badge on the player's other sockets (10121 without a mail)", async () => {
    const a = await makePlayer(s);
    const other = await s.initSocket('lobby', a.token);
    const mail = await qaMail(s, { PlayerID: a.id, Title: 'two tabs' });
    expect(((await frameOf(other, Op.MailNewPush)).Result as MailNewPush).Unread).toBe(1);
    await act(a, { Read: [mail.MailID] });
    expect((await frameOf(other, Op.MailNewPush)).Result).toEqual({ Mail: null, Unread: 0 });
  });

  it('20 concurrent collects on two sockets credit the items once: one ledger row per item, the exact balance', async () => {
    const a = await makePlayer(s, { Gold: 1000 });
    const second = await s.initSocket('lobby', a.token);
    const mail = await qaMail(s, { PlayerID: a.id, Title: 'gift', Items: { [GOLD]: 5000, [POINTS]: 7 } });
    const sockets = [a.lobby, second];
    for (let i = 0; i < 20; i++) sockets[i % 2]!.send({ OP: Op.MailAction, Collect: [mail.MailID] });
    const answers: MailActionResult[] = [];
    for (const socket of sockets) {
      for (let i = 0; i < 10; i++) answers.push((await frameOf(socket, Op.MailActionReply, 60_000)).Result as MailActionResult);
    }
    const steps = answers.flatMap((r) => r.Results);
    expect(steps).toHaveLength(20);
    expect(steps.every((r) => r.Code === Code.Ok && r.Step === MailStep.Collect)).toBe(true);
    const credited = steps.filter((r) => Object.keys(r.Credited).length > 0);
    expect(credited).toHaveLength(1);
    expect(credited[0]!.Credited).toEqual({ [GOLD]: 5000, [POINTS]: 7 });
    expect(await balance(s, a.id, ItemId.Gold)).toBe(6000);
    expect(await balance(s, a.id, ItemId.GamePoints)).toBe(7);
    const goldRows = (await ledger(s, a.id, ItemId.Gold)).filter((r) => r.source === 'mail');
    expect(goldRows.map((r) => Number(r.delta))).toEqual([5000]);
    expect((await ledger(s, a.id, ItemId.GamePoints)).filter((r) => r.source === 'mail').map((r) => Number(r.delta))).toEqual([7]);
    const sum = (await ledger(s, a.id, ItemId.Gold)).reduce((n, r) => n + Number(r.delta), 0);
    expect(sum).toBe(6000);

    // A retry after a lost reply: Ok, nothing credited, the same balance.
    const retry = await act(a, { Collect: [mail.MailID] });
    expect(retry.Results).toEqual([{ MailID: mail.MailID, Step: MailStep.Collect, Code: Code.Ok, Credited: {} }]);
    expect(retry.Bag.Items[GOLD]!.Amount).toBe(6000);
    expect((await list(a, 1, 3)).Rows[0]).toMatchObject({ MailID: mail.MailID, Collected: true, Read: true });
  }, 90_000);

  it('refuses to delete a mail whose items are not collected; deletes it once collected, and a mail without items at once', async () => {
    const a = await makePlayer(s);
    const withItems = await qaMail(s, { PlayerID: a.id, Title: 'coins', Items: { [GOLD]: 300 } });
    const plain = await qaMail(s, { PlayerID: a.id, Title: 'news' });
    const refused = await act(a, { Delete: [withItems.MailID, plain.MailID] });
    expect(refused.Results.map((r) => [r.MailID, r.Code])).toEqual([
      [withItems.MailID, Code.MailItemsNotCollected],
      [plain.MailID, Code.Ok],
    ]);
    expect((await list(a, 1, 20)).Rows.map((m) => m.MailID)).toEqual([withItems.MailID]);
    // Collect and delete in one request: the steps run collect first.
    const both = await act(a, { Collect: [withItems.MailID], Delete: [withItems.MailID] });
    expect(both.Results.map((r) => [r.Step, r.Code])).toEqual([
      [MailStep.Collect, Code.Ok],
      [MailStep.Delete, Code.Ok],
    ]);
    expect(both.Bag.Items[GOLD]!.Amount).toBe(300);
    expect(await list(a, 1, 20)).toMatchObject({ Rows: [], Total: 0, Unread: 0 });
    expect((await act(a, { Delete: [plain.MailID], Collect: [plain.MailID] })).Results.map((r) => r.Code)).toEqual([Code.MailNotFound, Code.MailNotFound]);
  });

  it("another player's mail is invisible and untouchable", async () => {
    const a = await makePlayer(s);
    const b = await makePlayer(s);
    const mail = await qaMail(s, { PlayerID: a.id, Title: 'private', Items: { [GOLD]: 900 } });
    expect((await list(b, 1, 20)).Rows.map((m) => m.MailID)).not.toContain(mail.MailID);
    const tried = await act(b, { Read: [mail.MailID], Collect: [mail.MailID], CollectAndSendBack: [mail.MailID], Delete: [mail.MailID] });
    expect(tried.Results.map((r) => r.Code)).toEqual([Code.MailNotFound, Code.MailNotFound, Code.MailNotFound, Code.MailNotFound]);
    expect(await balance(s, b.id, ItemId.Gold)).toBe(0);
    expect((await list(a, 1, 20)).Rows).toMatchObject([{ MailID: mail.MailID, Read: false, Collected: false }]);
  });

  it('read marks mail read (the unread count drops); collect all collects every mail with items', async () => {
    const a = await makePlayer(s);
    const m1 = await qaMail(s, { PlayerID: a.id, Title: 'one', Items: { [GOLD]: 1 } });
    await qaMail(s, { PlayerID: a.id, Title: 'two', Items: { [GOLD]: 20 } });
    await qaMail(s, { PlayerID: a.id, Title: 'three' });
    expect((await act(a, { Read: [m1.MailID] })).Unread).toBe(2);
    const all = await act(a, { CollectAll: true });
    expect(all.Results.filter((r) => r.Step === MailStep.Collect)).toHaveLength(2);
    expect(all.Bag.Items[GOLD]!.Amount).toBe(21);
    expect(all.Unread).toBe(1); // 'three' has no items and was not opened
  });

  it('collect and send back: credits once, thanks the player sender with one mail; refused for a system mail', async () => {
    const a = await makePlayer(s);
    const b = await makePlayer(s, { Name: '寄件人' });
    const fromB = await qaMail(s, { PlayerID: a.id, SenderID: b.id, Title: '送你金幣', Items: { [GOLD]: 2000 } });
    expect(fromB).toMatchObject({ SenderType: MailSenderType.Player, SenderID: b.id, SenderName: '寄件人' });
    const system = await qaMail(s, { PlayerID: a.id, Title: 'system', Items: { [GOLD]: 5 } });

    const done = await act(a, { CollectAndSendBack: [fromB.MailID, system.MailID] });
    expect(done.Results).toEqual([
      { MailID: fromB.MailID, Step: MailStep.SendBack, Code: Code.Ok, Credited: { [GOLD]: 2000 } },
      { MailID: system.MailID, Step: MailStep.SendBack, Code: Code.MailNotFromPlayer, Credited: {} },
    ]);
    const push = (await frameOf(b.lobby, Op.MailNewPush)).Result as MailNewPush;
    expect(push.Mail).toMatchObject({ Kind: MailKind.SendBack, SenderID: a.id, Title: '送你金幣', Items: {} });

    // Again: nothing more credited, no second thank-you.
    const again = await act(a, { CollectAndSendBack: [fromB.MailID] });
    expect(again.Results[0]).toMatchObject({ Code: Code.Ok, Credited: {} });
    expect(await balance(s, a.id, ItemId.Gold)).toBe(2000);
    expect((await list(b, 1, 20)).Total).toBe(1);
    // A thank-you cannot be answered with another one.
    expect((await act(b, { CollectAndSendBack: [push.Mail!.MailID] })).Results[0]!.Code).toBe(Code.MailNotFromPlayer);
  });

  it('QA mail: an unknown player is 404, a bad item id 400, a repeated ClientID sends once', async () => {
    const a = await makePlayer(s);
    expect((await s.post(QaPath.Mail, { PlayerID: 99_999_999, Title: 'x' })).status).toBe(404);
    expect((await s.post(QaPath.Mail, { PlayerID: a.id, Title: 'x', Items: { abc: 1 } })).status).toBe(400);
    const body = { PlayerID: a.id, Title: 'once', ClientID: 'qa-once-1' };
    expect((await s.post(QaPath.Mail, body)).json).toMatchObject({ Sent: true });
    expect((await s.post(QaPath.Mail, body)).json).toEqual({ Sent: false });
    expect((await list(a, 1, 20)).Total).toBe(1);
  });

  it('the demo players were seeded a welcome mail with a gold gift', async () => {
    const demo = await s.services.repos.db.selectFrom('players').select('id').where('site_id', '=', 'demo').executeTakeFirstOrThrow();
    const { rows } = await s.services.repos.mails.page(demo.id, 0, 20);
    expect(rows).toMatchObject([{ title: WELCOME_MAIL.title, items: { [GOLD]: 50_000 }, senderId: null, collectedAt: null }]);
  });

  it('under DEMO_MODE a non-guest gets the welcome mail on their first list, once; a guest gets none', async () => {
    const demo = { ...s.services, demoMode: true };
    const a = await makePlayer(s);
    const first = await listMail(demo, a.id, { Page: 1, PerPage: 3 });
    expect(first).toMatchObject({ Total: 1, Unread: 1, Rows: [{ Title: WELCOME_MAIL.title, Items: { [GOLD]: 50_000 }, SenderType: MailSenderType.System }] });
    expect(((await frameOf(a.lobby, Op.MailNewPush)).Result as MailNewPush).Mail?.Title).toBe(WELCOME_MAIL.title);
    expect((await listMail(demo, a.id, { Page: 1, PerPage: 3 })).Total).toBe(1);
    const guest = await s.signInGuest();
    expect((await listMail(demo, guest.playerId, { Page: 1, PerPage: 3 })).Total).toBe(0);
  });
});
