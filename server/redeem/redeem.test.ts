/**
 * Redeem codes over HTTP (SQLite under `server`, PostgreSQL under `server-pg`): QA mints a
 * code; it pays once per player (20 concurrent submits of one player pay once), unknown /
 * malformed / expired → 200044, used / other brand / all taken → 200045, and 20 players racing
 * for a code of 5 uses get exactly 5.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ItemId, QaPath, RedeemPath, type RedeemResult } from '../../src/protocol';
import { balance, ledger } from '../mail/test-kit';
import { startTestServer, type TestServer } from '../testing/harness';
import { REDEEM_LEDGER_SOURCE, redeemUses } from './redeem-service';

const GOLD = String(ItemId.Gold);

describe('redeem codes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  async function player(SiteID = 'crab'): Promise<{ id: number; token: string }> {
    const r = await s.post(QaPath.Players, { SiteID });
    return { id: r.json.PlayerID as number, token: r.json.Token as string };
  }
  const redeem = (token: string, code: unknown) => s.post(RedeemPath.Receive, { Code: code }, { 'api-token': token });
  async function mint(body: Record<string, unknown>): Promise<string> {
    const r = await s.post(QaPath.RedeemCodes, body);
    if (r.status !== 200) throw new Error(`mint answered ${r.status} ${JSON.stringify(r.json)}`);
    return r.json.Code as string;
  }
  const paid = async (playerId: number) => (await ledger(s, playerId, ItemId.Gold)).filter((r) => r.source === REDEEM_LEDGER_SOURCE).map((r) => Number(r.delta));

  it('pays a minted code once (typed in any case); the second use answers 200045', async () => {
    const code = await mint({ Code: 'WELCOME-2025', Items: { [GOLD]: 5_000 }, MaxUses: 10 });
    expect(code).toBe('WELCOME-2025');
    const a = await player();
    const first = await redeem(a.token, ' welcome-2025 ');
    expect(first.json.Code).toBe(Code.HttpOk);
    const result = first.json.Result as RedeemResult;
    expect(result.Credited).toEqual({ [GOLD]: 5_000 });
    expect(result.Bag.Items[GOLD]!.Amount).toBe(await balance(s, a.id, ItemId.Gold));
    const second = await redeem(a.token, 'WELCOME-2025');
    expect(second.json).toMatchObject({ Code: Code.RedeemNotEligible, Result: null });
    expect(await paid(a.id)).toEqual([5_000]);
    expect(await s.services.repos.wallet.refResult(`redeem:WELCOME-2025:${a.id}:0`)).toBeDefined();
  });

  it('answers 200044 for an unknown, a malformed and an expired code', async () => {
    const a = await player();
    expect((await redeem(a.token, 'NOPE-0000')).json.Code).toBe(Code.RedeemInvalid);
    expect((await redeem(a.token, 'bad code!')).json.Code).toBe(Code.RedeemInvalid);
    expect((await redeem(a.token, '')).json.Code).toBe(Code.RedeemInvalid);
    const code = await mint({ Items: { [GOLD]: 1 }, MaxUses: 5, ExpiresInMs: 60_000 });
    s.clock.advance(60_000);
    expect((await redeem(a.token, code)).json.Code).toBe(Code.RedeemInvalid);
    s.clock.reset();
    expect(await paid(a.id)).toEqual([]);
  });

  it("answers 200045 to another brand's player and once every use is taken", async () => {
    const owlOnly = await mint({ Items: { [GOLD]: 100 }, MaxUses: 5, SiteID: 'owl' });
    const crab = await player('crab');
    expect((await redeem(crab.token, owlOnly)).json.Code).toBe(Code.RedeemNotEligible);
    const owl = await player('owl');
    expect((await redeem(owl.token, owlOnly)).json.Code).toBe(Code.HttpOk);
    const single = await mint({ Items: { [GOLD]: 100 }, MaxUses: 1 });
    expect((await redeem(crab.token, single)).json.Code).toBe(Code.HttpOk);
    expect((await redeem(owl.token, single)).json.Code).toBe(Code.RedeemNotEligible);
  });

  it('pays one player once under 20 concurrent submits', async () => {
    const code = await mint({ Items: { [GOLD]: 700, [String(ItemId.GamePoints)]: 3 }, MaxUses: 100 });
    const a = await player();
    const replies = await Promise.all(Array.from({ length: 20 }, () => redeem(a.token, code)));
    expect(replies.filter((r) => r.json.Code === Code.HttpOk)).toHaveLength(1);
    expect(replies.filter((r) => r.json.Code === Code.RedeemNotEligible)).toHaveLength(19);
    expect(await paid(a.id)).toEqual([700]);
    expect(await balance(s, a.id, ItemId.GamePoints)).toBe(3);
    expect(await redeemUses(s.services, code)).toBe(1);
  });

  it('never passes the total: 20 players racing for 5 uses get exactly 5', async () => {
    const code = await mint({ Items: { [GOLD]: 1_000 }, MaxUses: 5 });
    const players = await Promise.all(Array.from({ length: 20 }, () => player()));
    const replies = await Promise.all(players.map((p) => redeem(p.token, code)));
    const winners = players.filter((_, i) => replies[i]!.json.Code === Code.HttpOk);
    expect(winners).toHaveLength(5);
    expect(replies.filter((r) => r.json.Code === Code.RedeemNotEligible)).toHaveLength(15);
    expect(await redeemUses(s.services, code)).toBe(5);
    const all = await Promise.all(players.map((p) => paid(p.id)));
    expect(all.flat()).toEqual([1_000, 1_000, 1_000, 1_000, 1_000]);
    for (const w of winners) expect(await paid(w.id)).toEqual([1_000]);
  });

  it('needs a session; QA refuses a duplicate, a bad code and an unknown brand', async () => {
    expect((await s.post(RedeemPath.Receive, { Code: 'WELCOME-2025' })).json.Code).toBe(Code.SessionExpired);
    expect((await s.post(QaPath.RedeemCodes, { Code: 'WELCOME-2025', Items: { [GOLD]: 1 }, MaxUses: 1 })).status).toBe(409);
    expect((await s.post(QaPath.RedeemCodes, { Code: 'no spaces', Items: { [GOLD]: 1 }, MaxUses: 1 })).status).toBe(400);
    expect((await s.post(QaPath.RedeemCodes, { Items: { [GOLD]: 1 }, MaxUses: 1, SiteID: 'nobody' })).status).toBe(400);
    expect((await s.post(QaPath.RedeemCodes, { Items: {}, MaxUses: 1 })).status).toBe(400);
  });
});
