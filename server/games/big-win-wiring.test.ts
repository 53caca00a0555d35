/**
 * The demo slot's big wins travel (issue 12 item 3, both engines): a spin at big-win level or
 * above reaches another player as one 10081 with the level's SymbolNo, and posts one record-win
 * message carrying the round for the replay; a losing or small spin publishes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BigWinType, Op, QaPath, WinLevel, type BigWinAlert, type Reply } from '../../src/protocol';
import { drain } from '../chat/test-kit';
import { startTestServer, type TestServer } from '../testing/harness';
import { symbolNoOf } from './round-hooks';
import { force, gamePlayer, sessionOf, spin } from './test-kit';

describe('demo slot → big-win promotion', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  it('names the level by SymbolNo: holy moly 101, super 102, big none (the multiplier shows)', () => {
    expect([symbolNoOf(WinLevel.HolyMoly), symbolNoOf(WinLevel.Super), symbolNoOf(WinLevel.Big)]).toEqual([101, 102, 0]);
  });

  it('a holy-moly spin pushes one 10081 to a watcher and a small win pushes none', async () => {
    const winner = await gamePlayer(s, 10_000);
    const session = await sessionOf(s, winner);
    const watcher = await s.post(QaPath.Players, {});
    const lobby = await s.initSocket('lobby', watcher.json.Token as string);
    await drain(lobby);

    await force(s, winner.id, [{ Multiplier: 50 }, { Multiplier: 2 }]);
    const holy = (await spin(s, session, 100)).json.Result;
    expect(holy.Level).toBe(WinLevel.HolyMoly);
    const small = (await spin(s, session, 100)).json.Result;
    expect(small.Level).toBe(WinLevel.None);

    // A spin's big-win hooks run before its answer (demo-slot/spin.ts awaits afterRound).
    const pushes = (await drain(lobby)).filter((f: Reply) => f.OP === Op.BigWinAlertPush);
    expect(pushes).toHaveLength(1);
    const alert = pushes[0]!.Result as BigWinAlert;
    expect(alert).toMatchObject({ WinType: BigWinType.BigPrize, GameCode: '10001', RoundID: holy.RoundID, AlertInfo: { SymbolNo: 101 } });
    expect(alert.AlertInfo.Multiple).toBeCloseTo(holy.Win / holy.Bet, 2);
  });
});
