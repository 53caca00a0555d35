import { describe, expect, it, vi } from 'vitest';
import { ChannelType, Code, Op, type Result } from '@/protocol';
import { failedShares, newShareId, sendShares, shareTargets, socketShareSender, type ShareSender } from './send-shares';

const chatRequest = vi.hoisted(() => vi.fn<(op: number, payload: unknown) => Promise<Result<unknown>>>());
vi.mock('@/socket', () => ({ getSockets: () => ({ chat: { request: chatRequest } }) }));

const share = { gameCode: '10001', text: '一起來玩', id: '77' };

describe('送出 (account §4 "Share dialog")', () => {
  it('sends one private message per selected player, then the public one when ticked', async () => {
    const send = vi.fn<ShareSender>(async () => Code.Ok);
    const outcomes = await sendShares(share, shareTargets([5, 9], true), send, 'b1');
    expect(send.mock.calls.map(([p]) => p)).toEqual([
      { ChannelType: ChannelType.Private, PlayerID: 5, GameCode: '10001', Message: '一起來玩', ID: '77', ClientID: 'share-b1-5' },
      { ChannelType: ChannelType.Private, PlayerID: 9, GameCode: '10001', Message: '一起來玩', ID: '77', ClientID: 'share-b1-9' },
      { ChannelType: ChannelType.Public, GameCode: '10001', Message: '一起來玩', ID: '77', ClientID: 'share-b1-pub' },
    ]);
    expect(outcomes.map((o) => o.code)).toEqual([Code.Ok, Code.Ok, Code.Ok]);
    expect(failedShares(outcomes)).toEqual([]);
  });

  it('sends no public message when 同時送出公頻 is not ticked', async () => {
    const send = vi.fn(async () => Code.Ok as number);
    await sendShares(share, shareTargets([5], false), send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([expect.objectContaining({ ChannelType: ChannelType.Private, PlayerID: 5 })]);
  });

  it('reports the refused and unanswered messages, in order, after trying every one', async () => {
    const codes: (number | null)[] = [Code.Ok, Code.ChatRateLimited, null];
    const send = vi.fn(async () => (codes.length > 0 ? codes.shift()! : Code.Ok));
    const outcomes = await sendShares(share, shareTargets([1, 2], true), send);
    expect(failedShares(outcomes)).toEqual([
      { playerId: 2, code: Code.ChatRateLimited },
      { playerId: null, code: null },
    ]);
  });

  it('over the chat socket (30070): Ok, the refusal\'s Code, or null when no answer came', async () => {
    const payload = { ChannelType: ChannelType.Public, GameCode: '10001', Message: 'hi', ID: '77', ClientID: 'share-x-pub' };
    chatRequest.mockResolvedValueOnce({ ok: true, result: {} });
    expect(await socketShareSender(payload)).toBe(Code.Ok);
    expect(chatRequest).toHaveBeenCalledWith(Op.ChatShare, payload);
    chatRequest.mockResolvedValueOnce({ ok: false, code: Code.ChatRateLimited, message: 'slow down' });
    expect(await socketShareSender(payload)).toBe(Code.ChatRateLimited);
    chatRequest.mockResolvedValueOnce({ ok: false, code: Code.Silent, message: '', lost: 'timeout' });
    expect(await socketShareSender(payload)).toBeNull();
  });

  it('makes share ids a ClientID accepts', () => {
    expect(`share-${newShareId()}-pub`).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(newShareId()).not.toBe(newShareId());
  });
});
