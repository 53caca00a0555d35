import { ChannelType, Op } from './index';
import { checkResult, contract, requestSchema } from './contract';
import { replyOpOf } from './result-check';
import { parsePayload } from './schema';
import { chatMessageResult, unreadResult } from '../../tests/fakes/results';

describe('the socket contract', () => {
  it('answers each request OP with its declared reply OP', () => {
    for (const [op, entry] of Object.entries(contract)) expect(replyOpOf(Number(op) as keyof typeof contract), `reply of ${op}`).toBe(entry.reply);
  });

  it('checks Results by their schemas and names the first wrong field', () => {
    expect(checkResult(Op.ChatPublicPush, chatMessageResult())).toMatchObject({ ok: true });
    expect(checkResult(Op.ChatPublicPush, chatMessageResult({ ClientID: 'c-1' }))).toMatchObject({ ok: true });
    expect(checkResult(Op.ChatPublicPush, chatMessageResult({ Seq: -1 }))).toMatchObject({ ok: false, path: 'Seq' });
    expect(checkResult(Op.ChatPublicPush, { ...chatMessageResult(), Params: { a: [] } })).toMatchObject({ ok: false });
    expect(checkResult(Op.ChatUnreadReply, unreadResult({ ClubTotal: 1.5 }))).toMatchObject({ ok: false, path: 'ClubTotal' });
    expect(checkResult(Op.WalletReply, null)).toMatchObject({ ok: false });
    expect(checkResult(Op.ChatPublicSend, {}), 'a request OP has no Result schema').toBeUndefined();
  });

  it('checks requests by their schemas', () => {
    const history = requestSchema(Op.ChatHistory)!;
    expect(parsePayload(history, { Page: 1, ChannelType: ChannelType.Public })).toMatchObject({ ok: true });
    expect(parsePayload(history, { Page: 1, ChannelType: 5 })).toMatchObject({ ok: false, path: 'ChannelType' });
    expect(parsePayload(history, { Page: 1, ChannelType: ChannelType.Public, PerPage: 21 })).toMatchObject({ ok: false, path: 'PerPage' });
    expect(parsePayload(requestSchema(Op.ChatPublicSend)!, { Message: 'x', ClientID: 'bad id!' })).toMatchObject({ ok: false, path: 'ClientID' });
  });
});
