/**
 * Red envelopes under load on one server through real sockets (SQLite under `server`,
 * PostgreSQL under `server-pg`): 1,000 receives from 200 players at one 100-share envelope,
 * and a cancel racing the last receives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Op, type RedEnvelope, type Reply } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { eventually } from '../testing/wait';
import { ask, gold, ledgerRows, ledgerSum, makePlayer, replyOf, type TestPlayer } from './test-kit';

const PLAYERS = 200;
const TRIES = 5;
const SHARES = 100;
const AMOUNT = 100_000;

describe('red envelope receives under load', () => {
  let s: TestServer;
  let players: TestPlayer[];
  beforeAll(async () => {
    s = await startTestServer();
    players = [];
    for (let i = 0; i < PLAYERS; i += 20) players.push(...(await Promise.all(Array.from({ length: 20 }, () => makePlayer(s)))));
  }, 120_000);
  afterAll(() => s.cleanup());

  const claimed = async (id: number) => Number((await s.db.selectFrom('red_envelopes').select('claimed').where('id', '=', id).executeTakeFirstOrThrow()).claimed);

  const create = async (c: TestPlayer, Amount: number, Quantity: number) =>
    ((await ask(c.lobby, { OP: Op.RedEnvelopeCreate, Title: '搶紅包', Content: '', Amount, Quantity, Method: 1 }, Op.RedEnvelopeCreateReply)).Result as RedEnvelope)
      .RedEnvelopeID;

  async function fire(who: TestPlayer[], id: number, tries: number): Promise<{ player: number; reply: Reply }[]> {
    for (const p of who) for (let t = 0; t < tries; t++) p.lobby.send({ OP: Op.RedEnvelopeReceive, RedEnvelopeID: id });
    const answers = await Promise.all(
      who.map(async (p) => {
        const mine: { player: number; reply: Reply }[] = [];
        for (let t = 0; t < tries; t++) mine.push({ player: p.id, reply: await replyOf(p.lobby, Op.RedEnvelopeReceiveReply, 60_000) });
        return mine;
      }),
    );
    return answers.flat();
  }

  it('1,000 receives from 200 players at 100 shares: exactly 100 paid, the exact sum, nobody twice, balances = ledgers', async () => {
    const c = await makePlayer(s, { Gold: AMOUNT, CanSendRedEnvelope: true });
    const id = await create(c, AMOUNT, SHARES);
    const answers = await fire(players, id, TRIES);
    expect(answers).toHaveLength(PLAYERS * TRIES);
    const paid = answers.filter((a) => a.reply.Code === Code.Ok);
    expect(paid).toHaveLength(SHARES);
    expect(new Set(paid.map((a) => a.player)).size).toBe(SHARES);
    expect(paid.reduce((n, a) => n + (a.reply.Result as { Amount: number }).Amount, 0)).toBe(AMOUNT);
    const others = new Set(answers.filter((a) => a.reply.Code !== Code.Ok).map((a) => a.reply.Code));
    expect([...others].every((code) => code === Code.RedEnvelopeAllClaimed || code === Code.RedEnvelopeAlreadyReceived)).toBe(true);
    let received = 0;
    for (const p of [...players, c]) {
      const balance = await gold(s, p.id);
      expect(balance).toBe(await ledgerSum(s, p.id));
      if (p !== c) {
        const rows = await ledgerRows(s, p.id);
        expect(rows.length).toBeLessThanOrEqual(1);
        received += balance;
      }
    }
    expect(received).toBe(AMOUNT);
    expect(await gold(s, c.id)).toBe(0);
  }, 120_000);

  it('a cancel racing the last receives pays each coin once: receives + refund = amount', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await makePlayer(s, { Gold: 5000, CanSendRedEnvelope: true });
      const id = await create(c, 5000, 50);
      const who = players.slice(round * 60, round * 60 + 60);
      const receiving = fire(who, id, 1);
      // Rounds 1 and 2 let 10 and 20 receives land first, so the cancel meets the last ones in flight.
      await eventually(async () => expect(await claimed(id)).toBeGreaterThanOrEqual(10 * round));
      c.lobby.send({ OP: Op.RedEnvelopeCancel, RedEnvelopeID: id });
      const [answers, cancelled] = await Promise.all([receiving, replyOf(c.lobby, Op.RedEnvelopeCancelReply, 60_000)]);
      const paid = answers.filter((a) => a.reply.Code === Code.Ok);
      const refund = (cancelled.Result as RedEnvelope).RefundAmount;
      expect(paid.length).toBeLessThanOrEqual(50);
      const refused = new Set<number>([Code.Ok, Code.RedEnvelopeExpired, Code.RedEnvelopeAllClaimed]);
      expect(answers.filter((a) => !refused.has(a.reply.Code))).toEqual([]);
      expect(paid.reduce((n, a) => n + (a.reply.Result as { Amount: number }).Amount, 0) + refund).toBe(5000);
      const refunds = (await ledgerRows(s, c.id)).filter((d) => d > 0);
      expect(refunds).toEqual(refund > 0 ? [refund] : []);
      expect(await gold(s, c.id)).toBe(refund);
      for (const p of [...who, c]) expect(await gold(s, p.id)).toBe(await ledgerSum(s, p.id));
    }
  }, 120_000);
});
