import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChannelType, Code, Op, type ChatMessage, type Reply } from '../../src/protocol';
import { SEED_PUBLIC_CHAT } from '../db/seed-data';
import { startTestServer, type TestServer, type TestSocket } from '../testing/harness';
import { chatPlayer, nextFrames, result } from './test-kit';

const SEEDED_PUBLIC = SEED_PUBLIC_CHAT.length;

/**
 * Reads a tab until its own `n` sends (texts starting with `mine`) are settled, stored or
 * refused (a refusal goes to the sending tab only); answers every frame it read.
 */
async function untilSettled(tab: TestSocket, mine: string, n = 5): Promise<Reply[]> {
  const frames: Reply[] = [];
  let settled = 0;
  while (settled < n) {
    const f = await tab.next();
    frames.push(f);
    if (f.Code === Code.ChatRateLimited || (f.Code === 200 && String(result(f)?.Message).startsWith(mine))) settled++;
  }
  return frames;
}

describe('chat under concurrency (real sockets)', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('many parallel sends get unique, gap-free Seq, and every socket receives them once in Seq order', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, (_, i) => chatPlayer(s, { Name: `玩家${i}` })));
    const perPlayer = 5;
    const total = players.length * perPlayer;
    // Each socket pipelines its 5 frames; the 20 sockets run in parallel.
    for (const [i, p] of players.entries()) {
      for (let k = 0; k < perPlayer; k++) p.chat.send({ OP: Op.ChatPublicSend, Message: `${i}:${k}` });
    }
    const received = await Promise.all(players.map((p) => nextFrames(p.chat, total)));

    const expected = Array.from({ length: total }, (_, i) => SEEDED_PUBLIC + 1 + i);
    for (const frames of received) {
      expect(frames.every((f: Reply) => f.OP === Op.ChatPublicPush && f.Code === 200)).toBe(true);
      expect(frames.map((f) => result(f).Seq)).toEqual(expected); // once each, in order
    }
    // Every message is stored once with its seq; each player's own messages keep their order.
    const stored = await s.db.selectFrom('chat_messages').select(['seq', 'text']).where('channel_type', '=', ChannelType.Public).orderBy('seq').execute();
    expect(stored.map((r) => Number(r.seq))).toEqual([...Array.from({ length: SEEDED_PUBLIC }, (_, i) => i + 1), ...expected]);
    const byText = new Map((received[0] ?? []).map((f) => [(f.Result as ChatMessage).Message, (f.Result as ChatMessage).Seq]));
    for (let i = 0; i < players.length; i++) {
      const seqs = Array.from({ length: perPlayer }, (_, k) => byText.get(`${i}:${k}`)!);
      expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    }
    // Every send was handled (each was pushed to all): a duplicate would have come before a ping now.
    for (const p of players) expect(await p.chat.unread()).toEqual([]);
  });

  it('parallel sends of one player from four tabs: exactly 10 pass the per-minute limit', async () => {
    const p = await chatPlayer(s);
    const tabs = [p.chat, ...(await Promise.all(Array.from({ length: 3 }, () => s.initSocket('chat', p.token))))];
    const listener = await chatPlayer(s);
    for (const [t, tab] of tabs.entries()) {
      for (let k = 0; k < 5; k++) tab.send({ OP: Op.ChatPublicSend, Message: `tab${t} #${k}` });
    }
    const delivered = await nextFrames(listener.chat, 10);
    // Each tab gets the 10 accepted messages plus the refusals of its own sends: once every tab's
    // 5 sends are settled, all 20 were handled and everything they pushed was sent.
    const settled = await Promise.all(tabs.map((tab, t) => untilSettled(tab, `tab${t} #`)));
    const perTab = await Promise.all(tabs.map(async (tab, t) => [...settled[t]!, ...(await tab.unread())]));
    for (const frames of perTab) expect(frames.filter((f) => f.Code === 200).length).toBe(10);
    const refusals = perTab.flat().filter((f) => f.Code === Code.ChatRateLimited);
    expect(refusals.length).toBe(10);
    expect(refusals.every((f) => f.OP === Op.ChatPublicPush && f.Result === null)).toBe(true);
    expect(delivered.map((f) => result(f).Seq)).toEqual(Array.from({ length: 10 }, (_, i) => SEEDED_PUBLIC + 1 + i));
    expect(await listener.chat.unread()).toEqual([]);
  });

  it('the per-minute limit holds across channels: 20 parallel sends to public and nine private rooms store exactly 10', async () => {
    // Different channels do not wait on each other's order, so only the limit's own lock
    // (per sender, in the insert's transaction) keeps an 11th message out on PostgreSQL.
    const p = await chatPlayer(s);
    const tabs = [p.chat, ...(await Promise.all(Array.from({ length: 3 }, () => s.initSocket('chat', p.token))))];
    const friends = await Promise.all(Array.from({ length: 9 }, () => chatPlayer(s)));
    const frames = [
      { OP: Op.ChatPublicSend },
      ...friends.map((f) => ({ OP: Op.ChatPrivateSend, PlayerID: f.id })),
    ];
    for (const [t, tab] of tabs.entries()) {
      for (let k = 0; k < 5; k++) tab.send({ ...frames[(t * 5 + k) % frames.length], Message: `tab${t} #${k}` });
    }
    // Each tab hears every accepted message and its own refusals: read until its 5 sends are settled.
    const refusedPerTab = await Promise.all(
      tabs.map(async (tab, t) => (await untilSettled(tab, `tab${t} #`)).filter((f) => f.Code === Code.ChatRateLimited).length),
    );
    expect(refusedPerTab.reduce((a, b) => a + b, 0)).toBe(10);
    const stored = await s.db.selectFrom('chat_messages').select('text').where('sender_id', '=', p.id).execute();
    expect(stored).toHaveLength(10);
  });

  it('a private conversation with both sides typing at once: seqs 1..n, same order on both sides', async () => {
    const a = await chatPlayer(s);
    const b = await chatPlayer(s);
    for (let k = 0; k < 8; k++) {
      a.chat.send({ OP: Op.ChatPrivateSend, PlayerID: b.id, Message: `a${k}` });
      b.chat.send({ OP: Op.ChatPrivateSend, PlayerID: a.id, Message: `b${k}` });
    }
    // 16 messages, plus one 30051 per message received from the other side.
    const [fa, fb] = await Promise.all([nextFrames(a.chat, 24), nextFrames(b.chat, 24)]);
    const seqsOf = (frames: Reply[]) => frames.filter((f) => f.OP === Op.ChatPrivatePush).map((f) => result(f).Seq);
    expect(seqsOf(fa)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(seqsOf(fb)).toEqual(seqsOf(fa));
  });
});
