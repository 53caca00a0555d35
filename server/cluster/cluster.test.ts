/**
 * Three real server processes on one database and one Redis (server/testing/cluster.ts) —
 * PostgreSQL under the `server-pg` project, SQLite under `server` —
 * clients spread across them: every push reaches every recipient once, in seq order, whatever
 * process it was sent on; a client moved to another process resumes without loss; a second
 * sign-in on one process signs out the sockets on another; balances, the QA clock and fail
 * rules act on every process; SIGTERM drains and tells clients to reconnect.
 * Without Redis it is skipped with one line (under CI it fails).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath, ChannelType, Code, Op, Provider, QaPath, ReadyPath, RelationType, type ChatMessage, type Reply } from '../../src/protocol';
import { mergeMessages } from '../../src/features/chat/message-model';
import { framesUntil, nextFrames } from '../chat/test-kit';
import { redisForTests, startTestCluster, type TestCluster } from '../testing/cluster';
import { TestSocket } from '../testing/harness';
import { testEngine } from '../testing/test-database';
import { eventually } from '../testing/wait';

const redisUrl = await redisForTests();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** The chat push of message `reply` (a sender's own push), wherever it arrives. */
const isMessage = (reply: Reply) => (f: Reply) => f.OP === reply.OP && (f.Result as Json)?.ID === (reply.Result as Json).ID;
/** The frames that are not unread-count pushes (30051). */
const withoutCounts = (frames: Reply[]) => frames.filter((f) => f.OP !== Op.ChatUnreadChanged);

describe.skipIf(!redisUrl)(`three server processes on one ${testEngine()} database and one Redis`, () => {
  let c: TestCluster;
  const opened: TestSocket[] = [];

  beforeAll(async () => {
    // A short heartbeat: a killed process's players stop counting online within 3 × 300 ms.
    c = await startTestCluster({ processes: 3, redisUrl: redisUrl as string, env: { PRESENCE_HEARTBEAT_MS: '300' } });
  }, 120_000);
  afterAll(async () => {
    for (const s of opened) s.terminate();
    if (process.env.DEBUG_CLUSTER) for (const n of c?.nodes ?? []) console.log(n.index, n.output().slice(0, 3000));
    await c?.stop();
  });

  const at = (i: number) => {
    const node = c.nodes[i];
    if (!node) throw new Error(`no process ${i}`);
    return node;
  };

  async function post(node: number, path: string, body: unknown): Promise<{ status: number; json: Json }> {
    const res = await fetch(at(node).url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, json: await res.json() };
  }

  async function socket(node: number, kind: 'chat' | 'lobby', token: string): Promise<TestSocket> {
    const s = await TestSocket.open(`${at(node).wsUrl}/ws/${kind}`);
    opened.push(s);
    const r = await s.request({ OP: kind === 'lobby' ? Op.LobbyInit : Op.Init, Token: token, CloseRSA: true });
    if (r.Code !== Code.Ok) throw new Error(`init failed on process ${node}: ${JSON.stringify(r)}`);
    return s;
  }

  /** A VIP 3 QA player created through process `node`, with a chat socket there. */
  async function player(node: number, body: Record<string, unknown> = {}) {
    const r = await post(node, QaPath.Players, { VIPLevel: 3, ...body });
    expect(r.status).toBe(200);
    return { id: r.json.PlayerID as number, token: r.json.Token as string, chat: await socket(node, 'chat', r.json.Token as string) };
  }

  it('every process is ready: database and Redis answer', async () => {
    for (const node of c.nodes) {
      const res = await fetch(node.url + ReadyPath);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, checks: { database: 'ok', redis: 'ok' }, reasons: [] });
    }
  });

  it('public, private and club chat sent on any process reach every recipient once, in seq order', async () => {
    await post(0, QaPath.ChatClub, { ClubID: 1, ChatEnabled: true, AllianceName: '' });
    const a = await player(0, { ClubID: 1 });
    const b = await player(1, { ClubID: 1 });
    const d = await player(2, { ClubID: 1 });
    const outsider = await player(1);
    const everyone = [a, b, d, outsider];

    // Public, sent concurrently from all three processes: 12 messages.
    await Promise.all(
      [a, b, d].flatMap((p, i) => Array.from({ length: 4 }, (_, k) => p.chat.send({ OP: Op.ChatPublicSend, Message: `p${i}-${k}` }))),
    );
    const seen = await Promise.all(everyone.map((p) => nextFrames(p.chat, 12)));
    for (const frames of seen) {
      expect(frames.every((f) => f.OP === Op.ChatPublicPush && f.Code === Code.Ok)).toBe(true);
      const seqs = frames.map((f) => (f.Result as Json).Seq as number);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y)); // in order
      expect(new Set(seqs).size).toBe(12); // once each
      expect(frames.map((f) => (f.Result as Json).ID)).toEqual((seen[0] ?? []).map((f) => (f.Result as Json).ID)); // the same on every process
    }

    // Private: b (process 1) to d (process 2). A later message of the conversation marks the
    // end: the channel's order holds across processes, so a second copy would come before it.
    const sent = await b.chat.request({ OP: Op.ChatPrivateSend, PlayerID: d.id, Message: '私訊' });
    expect(sent).toMatchObject({ OP: Op.ChatPrivatePush, Result: { Message: '私訊', ToPlayerID: d.id } });
    const privateMarker = await b.chat.request({ OP: Op.ChatPrivateSend, PlayerID: d.id, Message: '私訊 marker' });
    const atD = await framesUntil(d.chat, isMessage(privateMarker));
    expect(atD.filter((f) => f.OP === Op.ChatPrivatePush)).toEqual([sent, privateMarker]);
    expect(atD.some((f) => f.OP === Op.ChatUnreadChanged)).toBe(true); // d's counts, pushed across processes

    // Club: d (process 2) to the club; a and b get it once, the outsider does not.
    // (d's socket may still hold a count push of the conversation: read up to its own copy.)
    const clubSend = async (Message: string) => {
      d.chat.send({ OP: Op.ChatClubSend, Message });
      return (await framesUntil(d.chat, (f) => f.OP === Op.ChatClubPush)).at(-1)!;
    };
    const club = await clubSend('俱樂部');
    expect(club).toMatchObject({ OP: Op.ChatClubPush, Result: { ChannelType: ChannelType.Club } });
    const clubMarker = await clubSend('俱樂部 marker');
    for (const p of [a, b]) expect(withoutCounts(await framesUntil(p.chat, isMessage(clubMarker)))).toEqual([club, clubMarker]);
    // b's process delivered both: the outsider's socket there would have had them before a ping now.
    expect(await outsider.chat.unread()).toEqual([]);
  }, 60_000);

  it('a chat client moved from one process to another resumes from its last seq: nothing missing or doubled', async () => {
    const sender = await player(2);
    const mover = await player(0);
    const first = await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'before the move' });
    expect(await mover.chat.next()).toEqual(first);
    const lastSeq = (first.Result as Json).Seq as number;

    mover.chat.terminate(); // the load balancer's node goes away for this client
    const missed: Reply[] = [];
    for (let i = 0; i < 3; i++) missed.push(await sender.chat.request({ OP: Op.ChatPublicSend, Message: `while away ${i}` }));

    const moved = await socket(1, 'chat', mover.token);
    moved.send({ OP: Op.ChatResume, ChannelType: ChannelType.Public, AfterSeq: lastSeq });
    // A push still on its way from process 2 to process 1 may reach the new socket live as well.
    const live: Reply[] = [];
    let resumed = await moved.next();
    while (resumed.OP !== Op.ChatResumeReply) {
      live.push(resumed);
      resumed = await moved.next();
    }
    expect(resumed).toMatchObject({ OP: Op.ChatResumeReply, Code: Code.Ok, Result: { HasMore: false } });
    expect((resumed.Result as Json).Msgs).toEqual(missed.map((m) => m.Result)); // exactly what it missed

    const after = await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'after the move' });
    // Up to a later message of the channel: a second copy of `after` would come before it.
    const marker = await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'marker' });
    const later = (await framesUntil(moved, isMessage(marker))).slice(0, -1);
    expect(later.at(-1)).toEqual(after);
    const pushes = [...live, ...later];
    const isAfter = (f: Reply) => (f.Result as Json).ID === (after.Result as Json).ID;
    expect(pushes.filter(isAfter)).toHaveLength(1);
    // Any other live frame repeats a message the resume returned (never one outside it): the
    // client merges by ID and Seq (chat spec §3), so what it shows has each message once.
    const missedIds = new Set(missed.map((m) => (m.Result as Json).ID));
    expect(pushes.filter((f) => !isAfter(f)).every((f) => missedIds.has((f.Result as Json).ID))).toBe(true);
    let shown = [first.Result as ChatMessage];
    for (const batch of [(resumed.Result as Json).Msgs as ChatMessage[], ...pushes.map((f) => [f.Result as ChatMessage])]) {
      shown = mergeMessages(shown, batch).messages;
    }
    expect(shown).toEqual([first, ...missed, after].map((m) => m.Result));
  }, 30_000);

  it('a second sign-in on process 0 signs out the sockets on processes 1 and 2', async () => {
    // The demo identity provider's tokens live in the process that minted them (QA state, not shared).
    const minted = (await post(0, QaPath.OidcToken, { Provider: 'line', Subject: 'U-cluster', Name: '雙開' })).json;
    const signIn = () => post(0, AccountPath.SignIn, { SiteID: 'crab', Lang: 'zh_tw', TPType: Provider.line, TPToken: minted.AccessToken });
    const firstToken = (await signIn()).json.Result.Token as string;
    const lobby = await socket(1, 'lobby', firstToken);
    const chat = await socket(2, 'chat', firstToken);

    const second = await signIn();
    expect(second.json.Code).toBe(Code.HttpOk);
    expect(await lobby.next()).toMatchObject({ OP: Op.LobbyInitReply, Code: Code.DuplicateSignIn, Result: null });
    expect(await chat.next()).toMatchObject({ OP: Op.InitReply, Code: Code.DuplicateSignIn });
    expect((await lobby.closed).code).toBe(1000);
    await chat.closed;
    // The new session works on process 2.
    expect(await (await socket(2, 'lobby', second.json.Result.Token as string)).request({ OP: Op.Wallet })).toMatchObject({ Code: Code.Ok });
  }, 30_000);

  it('a balance set through process 0 is pushed to the player’s lobby socket on process 2', async () => {
    const p = await post(0, QaPath.Players, { Gold: 100 });
    const lobby = await socket(2, 'lobby', p.json.Token as string);
    expect((await post(0, QaPath.Balance, { PlayerID: p.json.PlayerID, Gold: 777 })).status).toBe(200);
    const pushed = await lobby.next();
    expect(pushed).toMatchObject({ OP: Op.WalletReply, Code: Code.Ok });
    expect(JSON.stringify(pushed.Result)).toContain('777');
  }, 30_000);

  it('QA push and disconnect reach the player’s sockets on another process and count them', async () => {
    const p = await player(1);
    const lobby = await socket(2, 'lobby', p.token);
    const frame = { OP: Op.WalletReply, Code: Code.Silent, Message: 'qa' };
    expect((await post(0, QaPath.Push, { PlayerID: p.id, Socket: 'lobby', Message: frame })).json).toEqual({ delivered: 1 });
    expect(await lobby.next()).toMatchObject(frame);
    expect((await post(0, QaPath.Disconnect, { PlayerID: p.id })).json).toEqual({ closed: 2 });
    expect((await p.chat.closed).code).toBe(4000);
    expect((await lobby.closed).code).toBe(4000);
  }, 30_000);

  it('the QA clock and fail rules set on one process apply on every process', async () => {
    const day = 24 * 3600_000;
    const moved = (await post(0, QaPath.Clock, { AdvanceMs: 10 * day })).json.now as number;
    const elsewhere = (await post(2, QaPath.Clock, { AdvanceMs: 0 })).json.now as number;
    expect(elsewhere - moved).toBeGreaterThanOrEqual(0);
    expect(elsewhere - moved).toBeLessThan(day); // process 2 moved too

    const p = await player(0);
    const lobby1 = await socket(1, 'lobby', p.token);
    const lobby2 = await socket(2, 'lobby', p.token);
    await post(0, QaPath.Fail, { OP: Op.Wallet, Code: Code.Silent, Message: 'forced', Times: 2 });
    expect(await lobby1.request({ OP: Op.Wallet })).toMatchObject({ Code: Code.Silent, Message: 'forced' });
    expect(await lobby2.request({ OP: Op.Wallet })).toMatchObject({ Code: Code.Silent, Message: 'forced' });
    expect(await lobby1.request({ OP: Op.Wallet })).toMatchObject({ Code: Code.Ok }); // used up, in all
  }, 30_000);

  it('presence: a friend on another process is online; when that process is killed (SIGKILL) they go offline', async () => {
    const me = await player(0);
    const friend = await player(2);
    await post(0, QaPath.Relationship, { PlayerID: me.id, TargetID: friend.id, Type: RelationType.Friend });
    const lobby = await socket(0, 'lobby', me.token);
    const online = async () => {
      const r = await lobby.request({ OP: Op.RelationList, Type: RelationType.Friend, Page: 1, PerPage: 50 });
      return (r.Result as Json).List.find((p: Json) => p.PlayerID === friend.id)?.Online as boolean;
    };
    // Process 0 learns of the friend's socket on process 2 through the bus: wait for it.
    await eventually(async () => expect(await online()).toBe(true));
    expect(await c.kill(2, 'SIGKILL')).toBeNull();
    // Offline once the ttl (3 × 300 ms) passed and process 0 refreshed.
    await eventually(async () => expect(await online()).toBe(false));
  }, 30_000);

  it('a QA reset on process 0 closes every process’s sockets; chat seqs start over and still reach every process', async () => {
    const before = await player(1);
    const old = await before.chat.request({ OP: Op.ChatPublicSend, Message: 'before the reset' });
    expect((await post(0, QaPath.Reset, {})).json).toEqual({ ok: true });
    expect((await before.chat.closed).code).toBe(1012);
    const sender = await player(0);
    const reader = await player(1);
    const sent = await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'after the reset' });
    expect((sent.Result as Json).Seq).toBeLessThan((old.Result as Json).Seq); // seeded messages, then this one
    expect(await reader.chat.next()).toEqual(sent);
  }, 30_000);

  it('SIGTERM: the process tells its clients to reconnect (Code.Reconnect, close 1012) and exits 0', async () => {
    const p = await player(1);
    const lobby = await socket(1, 'lobby', p.token);
    lobby.send({ OP: Op.Wallet }); // in flight when the signal comes: answered before the reconnect
    const exit = c.kill(1, 'SIGTERM');
    const frames = await framesUntil(lobby, (f) => f.OP === Op.LobbyInitReply);
    expect(frames.at(-1)).toMatchObject({ OP: Op.LobbyInitReply, Code: Code.Reconnect });
    expect(frames.slice(0, -1).every((f) => f.OP === Op.WalletReply)).toBe(true);
    expect((await lobby.closed).code).toBe(1012); // nothing after the reconnect frame: the close follows it
    expect(await lobby.unread()).toEqual([]);
    expect(await p.chat.next()).toMatchObject({ OP: Op.InitReply, Code: Code.Reconnect });
    expect(await exit).toBe(0);
    // The others stay ready; the client reconnects there.
    expect((await fetch(at(0).url + ReadyPath)).status).toBe(200);
    expect(await (await socket(0, 'lobby', p.token)).request({ OP: Op.Wallet })).toMatchObject({ Code: Code.Ok });
  }, 30_000);
});
