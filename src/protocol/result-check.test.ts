import { contract } from './contract';
import { Op } from './ops';
import { checkReplyResult, describeFailedResult, installResultSchemas, replyOpOf } from './result-check';
import { unreadResult } from '../../tests/fakes/results';

const unread = unreadResult({ PublicTotal: 1 });

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
});
