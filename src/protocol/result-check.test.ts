import { contract } from './contract';
import { Op } from './ops';
import { checkReplyResult, installResultSchemas, replyOpOf } from './result-check';
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

  it('with the schemas installed, names the field of a failed Result and never asks them about a valid one', () => {
    const describe = vi.fn((op: number, value: unknown) => ({ ok: false as const, error: `described ${op}`, path: (value as { PublicTotal: unknown }).PublicTotal === 'many' ? 'PublicTotal' : '?' }));
    installResultSchemas(describe);
    expect(checkReplyResult(Op.ChatUnreadReply, unread)).toEqual({ ok: true, value: unread });
    expect(describe).not.toHaveBeenCalled();
    expect(checkReplyResult(Op.ChatUnreadReply, { ...unread, PublicTotal: 'many' })).toEqual({ ok: false, error: `described ${Op.ChatUnreadReply}`, path: 'PublicTotal' });
    expect(describe).toHaveBeenCalledTimes(1);
  });
});
