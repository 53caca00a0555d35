import { bodies, contract } from './contract';
import { Op } from './ops';
import { checkReplyResult, describeFailedResult, installResultSchemas, isBody, replyOpOf } from './result-check';
import { unreadResult } from '../../tests/fakes/results';

const unread = unreadResult({ PublicTotal: 1 });
const game = { gameCode: '10001', gameName: { en_us: 'God of Wealth', zh_tw: '財神到' }, banner: '/games/banners/10001.svg', isShow: true, provider: 'be' };

describe('result-check (the contract without its schemas)', () => {
  it("knows every request OP's reply OP as the contract declares it", () => {
    for (const [op, entry] of Object.entries(contract)) {
      expect(replyOpOf(Number(op) as keyof typeof contract), `reply of ${op}`).toBe(entry.reply);
    }
  });

  it('without the schemas, still refuses a Result that fails its compiled check (never lets it through), and accepts a valid one', () => {
    expect(checkReplyResult(Op.ChatUnreadReply, unread)).toEqual({ ok: true, value: unread });
    expect(checkReplyResult(Op.ChatUnreadReply, { ...unread, PublicTotal: 'many' })).toMatchObject({ ok: false });
    expect(checkReplyResult(Op.WalletReply, null)).toMatchObject({ ok: false });
    expect(checkReplyResult(99991, { anything: true })).toBeUndefined(); // no schema declared
  });

  it('names the field of a failed Result with the schemas, loaded on the first failure only (never for a valid one), once', async () => {
    const describe = vi.fn((op: number, value: unknown) => ({ ok: false as const, error: `described ${op}`, path: (value as { PublicTotal: unknown }).PublicTotal === 'many' ? 'PublicTotal' : '?' }));
    const load = vi.fn(async () => describe);
    installResultSchemas(load);
    expect(checkReplyResult(Op.ChatUnreadReply, unread)).toEqual({ ok: true, value: unread });
    expect(load).not.toHaveBeenCalled();
    const bad = { ...unread, PublicTotal: 'many' };
    expect(checkReplyResult(Op.ChatUnreadReply, bad)).toMatchObject({ ok: false });
    expect(load).not.toHaveBeenCalled(); // the check itself never waits for the schemas
    await expect(describeFailedResult(Op.ChatUnreadReply, bad)).resolves.toEqual({ ok: false, error: `described ${Op.ChatUnreadReply}`, path: 'PublicTotal' });
    await describeFailedResult(Op.ChatUnreadReply, bad);
    expect(load).toHaveBeenCalledTimes(1);
    expect(describe).toHaveBeenCalledTimes(2);
  });

  it('describes with the real contract: the path of the first issue', async () => {
    installResultSchemas(async () => (await import('./contract')).checkResult);
    await expect(describeFailedResult(Op.ChatUnreadReply, { ...unread, PublicTotal: 'many' })).resolves.toMatchObject({ ok: false, path: 'PublicTotal' });
  });

  it('falls back to the generic failure when the schemas cannot load, and tries again on the next failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk lost')).mockResolvedValueOnce(() => ({ ok: false, error: 'named', path: 'PublicTotal' }));
    installResultSchemas(load);
    const bad = { ...unread, PublicTotal: 'many' };
    await expect(describeFailedResult(Op.ChatUnreadReply, bad)).resolves.toMatchObject({ ok: false, path: '?' });
    await expect(describeFailedResult(Op.ChatUnreadReply, bad)).resolves.toMatchObject({ ok: false, path: 'PublicTotal' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('checks the named bodies by their compiled validators, as their schemas do', () => {
    const samples: Record<keyof typeof bodies, unknown[]> = {
      SocketTicket: [{ Ticket: 't'.repeat(40), ExpiresIn: 30 }, { Ticket: '', ExpiresIn: 30 }, { Ticket: 't'.repeat(40) }, null, 'ticket'],
      GiftFeeChanged: [{ Fee: 12 }, { Fee: -1 }, { Fee: 1.5 }, { Fee: '12' }, {}],
      GiftWrongEntries: [{ WrongEntries: 3 }, { WrongEntries: -2 }, { WrongEntries: null }, []],
      GameList: [{ Games: [game] }, { Games: [] }, { Games: [{ ...game, isShow: 'yes' }] }, { Games: null }, {}],
      GameLaunch: [{ GameURL: 'http://x/window', Playable: true }, { GameURL: 'http://x/window' }, { GameURL: 1, Playable: false }],
      GameCatalogue: [[game], [], [{ ...game, gameName: { en_us: 'A' } }], [{ ...game, gameCode: '' }], { 0: game }],
      GameListEntry: [{ GameCode: '10001', GameNames: '財神到', Provider: 'be' }, { GameCode: '10001', GameNames: 3, Provider: 'be' }, { GameCode: '10001' }, 'x'],
    };
    for (const [name, values] of Object.entries(samples) as [keyof typeof bodies, unknown[]][]) {
      for (const value of values) {
        expect(isBody(name, value), `${name} ${JSON.stringify(value)}`).toBe(bodies[name].safeParse(value).success);
      }
      expect(values.some((v) => isBody(name, v)) && values.some((v) => !isBody(name, v)), `${name}: both outcomes sampled`).toBe(true);
    }
  });
});
