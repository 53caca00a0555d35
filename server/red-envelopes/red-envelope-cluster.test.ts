/**
 * Red envelope receives over three real server processes sharing one database (PostgreSQL
 * under `server-pg`, SQLite under `server`) and one Redis: 1,000 receives from 200 players,
 * their sockets spread over the processes, at one 100-share envelope. Without Redis it is
 * skipped (as server/cluster/cluster-money.test.ts).
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ItemId, Op, QaPath, type RedEnvelope } from '../../src/protocol';
import type { DB } from '../db/schema';
import { openClusterDatabase, redisForTests, startTestCluster, type TestCluster } from '../testing/cluster';
import { connectLobby, type LobbyClient } from '../testing/lobby-client';
import { testEngine } from '../testing/test-database';

const redisUrl = await redisForTests();
const PLAYERS = 200;
const TRIES = 5;
const SHARES = 100;
const AMOUNT = 100_000;

describe.skipIf(!redisUrl)(`red envelope receives over three processes, one ${testEngine()} database, one Redis`, () => {
  let c: TestCluster;
  let db: Kysely<DB>;
  const clients: LobbyClient[] = [];

  beforeAll(async () => {
    c = await startTestCluster({ processes: 3, redisUrl: redisUrl as string });
    db = openClusterDatabase(c);
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) client.close();
    await db?.destroy();
    await c?.stop();
  });

  async function qaPlayer(node: number, body: unknown): Promise<{ PlayerID: number; Token: string }> {
    const res = await fetch(c.nodes[node]!.url + QaPath.Players, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await res.json()) as { PlayerID: number; Token: string };
  }

  const goldOf = async (id: number) => Number((await db.selectFrom('bag_items').select('amount').where('player_id', '=', id).where('item_id', '=', ItemId.Gold).executeTakeFirst())?.amount ?? 0);
  const ledgerOf = async (id: number) =>
    (await db.selectFrom('ledger').select('delta').where('player_id', '=', id).where('item_id', '=', ItemId.Gold).execute()).reduce((n, r) => n + Number(r.delta), 0);

  it('1,000 receives from 200 players over three processes: exactly 100 paid, the exact sum, nobody twice, balances = ledgers', async () => {
    const creator = await qaPlayer(0, { Gold: AMOUNT, CanSendRedEnvelope: true });
    const creatorSocket = await connectLobby(c.nodes[0]!.wsUrl, creator.Token, creator.PlayerID, Op.RedEnvelopeCreateReply);
    clients.push(creatorSocket);
    for (let i = 0; i < PLAYERS; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, async (_, j) => {
          const node = (i + j) % 3;
          const p = await qaPlayer(node, {});
          return connectLobby(c.nodes[node]!.wsUrl, p.Token, p.PlayerID, Op.RedEnvelopeReceiveReply);
        }),
      );
      clients.push(...batch);
    }
    creatorSocket.send({ OP: Op.RedEnvelopeCreate, Title: '搶紅包', Content: '', Amount: AMOUNT, Quantity: SHARES, Method: 1 });
    const [created] = await creatorSocket.replies(1);
    const id = (created!.Result as RedEnvelope).RedEnvelopeID;

    const receivers = clients.slice(1);
    for (const r of receivers) for (let t = 0; t < TRIES; t++) r.send({ OP: Op.RedEnvelopeReceive, RedEnvelopeID: id });
    const answers = (await Promise.all(receivers.map(async (r) => (await r.replies(TRIES)).map((reply) => ({ id: r.playerId, reply }))))).flat();
    expect(answers).toHaveLength(PLAYERS * TRIES);
    const paid = answers.filter((a) => a.reply.Code === Code.Ok);
    expect(paid).toHaveLength(SHARES);
    expect(new Set(paid.map((a) => a.id)).size).toBe(SHARES);
    expect(paid.reduce((n, a) => n + (a.reply.Result as { Amount: number }).Amount, 0)).toBe(AMOUNT);
    const allowed = new Set<number>([Code.Ok, Code.RedEnvelopeAllClaimed, Code.RedEnvelopeAlreadyReceived]);
    expect(answers.filter((a) => !allowed.has(a.reply.Code))).toEqual([]);
    let received = 0;
    for (const id of [creator.PlayerID, ...receivers.map((r) => r.playerId)]) {
      const balance = await goldOf(id);
      expect(balance).toBe(await ledgerOf(id));
      if (id !== creator.PlayerID) received += balance;
    }
    expect(received).toBe(AMOUNT);
    expect(await goldOf(creator.PlayerID)).toBe(0);
  }, 180_000);

  it('a cancel on one process racing receives on all three pays each coin once: receives + refund = amount', async () => {
    const creator = await qaPlayer(1, { Gold: 5000, CanSendRedEnvelope: true });
    const creates = await connectLobby(c.nodes[1]!.wsUrl, creator.Token, creator.PlayerID, Op.RedEnvelopeCreateReply);
    const cancels = await connectLobby(c.nodes[2]!.wsUrl, creator.Token, creator.PlayerID, Op.RedEnvelopeCancelReply);
    clients.push(creates, cancels);
    creates.send({ OP: Op.RedEnvelopeCreate, Title: '搶紅包', Content: '', Amount: 5000, Quantity: 50, Method: 1 });
    const id = ((await creates.replies(1))[0]!.Result as RedEnvelope).RedEnvelopeID;
    const receivers = clients.slice(1, 81);
    for (const r of receivers) r.send({ OP: Op.RedEnvelopeReceive, RedEnvelopeID: id });
    cancels.send({ OP: Op.RedEnvelopeCancel, RedEnvelopeID: id });
    const [answers, [cancelled]] = await Promise.all([Promise.all(receivers.map(async (r) => (await r.replies(1))[0]!)), cancels.replies(1)]);
    const refund = (cancelled!.Result as RedEnvelope).RefundAmount;
    const paid = answers.filter((a) => a.Code === Code.Ok);
    expect(paid.length).toBeLessThanOrEqual(50);
    const allowed = new Set<number>([Code.Ok, Code.RedEnvelopeExpired, Code.RedEnvelopeAllClaimed]);
    expect(answers.filter((a) => !allowed.has(a.Code))).toEqual([]);
    expect(paid.reduce((n, a) => n + (a.Result as { Amount: number }).Amount, 0) + refund).toBe(5000);
    expect(await goldOf(creator.PlayerID)).toBe(refund);
    for (const id of [creator.PlayerID, ...receivers.map((r) => r.playerId)]) expect(await goldOf(id)).toBe(await ledgerOf(id));
  }, 120_000);
});
