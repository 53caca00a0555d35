/**
 * The chaos run's money check (goldAudit) on both engines: it sees a balance changed without its ledger
 * row and gold that appeared from nowhere, and counts gold held by an open red envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemId, QaPath, RedEnvelopeMethod } from '../../../src/protocol';
import { createEnvelope } from '../../red-envelopes/red-envelopes';
import { startTestServer, type TestServer } from '../../testing/harness';
import { goldAudit as checkMoney } from './wallet';

describe('gold audit', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  it('keeps the total through an envelope, and catches a balance off its ledger', async () => {
    const a = (await s.post(QaPath.Players, { Gold: 50_000, CanSendRedEnvelope: true })).json.PlayerID as number;
    const before = await checkMoney(s.db);
    await createEnvelope(s.services, a, { Title: 't', Content: '', Amount: 20_000, Quantity: 2, Method: RedEnvelopeMethod.Equal });
    const held = await checkMoney(s.db);
    expect(held.total).toBe(before.total);
    expect(held.mismatches).toEqual(before.mismatches);

    await s.db.updateTable('bag_items').set({ amount: 30_001 }).where('player_id', '=', a).where('item_id', '=', ItemId.Gold).execute();
    const off = await checkMoney(s.db);
    expect(off.total).toBe(before.total + 1);
    expect(off.mismatches).toContain(`${a}: 30001 vs 30000`);
  });
});
