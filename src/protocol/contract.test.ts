import { BigWinType, ChannelType, Op } from './index';
import { checkResult, checkSentResult, contract, requestSchema } from './contract';
import { replyOpOf } from './result-check';
import { parsePayload } from './schema';
import { chatMessageResult, specChatMessageResult, unreadResult } from '../../tests/fakes/results';

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

  it('accepts chat messages and big-win pushes shaped as the spec gives them; the reference server must send all of its fields (decision 328)', () => {
    const spec = specChatMessageResult();
    const page = (msgs: unknown[]) => ({ ChannelType: 1, PlayerID: 0, Page: 1, PerPage: 20, StartTime: 1, HasMore: false, Msgs: msgs });
    const alert = { PlayerName: '幸運星', PictureURL: '', GameCode: '10001', Provider: 'be', WinType: BigWinType.BigPrize, AlertInfo: { SymbolNo: 101, Multiple: 152 } };
    for (const [op, value] of [[Op.ChatPublicPush, spec], [Op.ChatClubPush, spec], [Op.LiveChatPush, spec], [Op.ChatHistoryReply, page([spec])], [Op.BigWinAlertPush, alert]] as const) {
      expect(checkResult(op, value), `client ${op}`).toMatchObject({ ok: true });
      expect(checkSentResult(op, value), `server ${op}`).toMatchObject({ ok: false });
    }
    expect(checkSentResult(Op.ChatPublicPush, spec)).toMatchObject({ path: 'Seq' });
    expect(checkSentResult(Op.BigWinAlertPush, alert)).toMatchObject({ path: 'PlayerID' });
    expect(checkSentResult(Op.ChatHistoryReply, { ...page([chatMessageResult()]), StartSeq: 1 })).toMatchObject({ ok: true });
    expect(checkSentResult(Op.ChatHistoryReply, page([chatMessageResult()]))).toMatchObject({ ok: false, path: 'StartSeq' });
    // OPs where the client asks what the server sends are checked the same on both ends
    expect(checkSentResult(Op.ChatUnreadReply, unreadResult({ ClubTotal: 1.5 }))).toMatchObject({ ok: false, path: 'ClubTotal' });
    expect(checkSentResult(Op.ChatUnreadReply, unreadResult())).toMatchObject({ ok: true });
  });

  it('checks requests by their schemas', () => {
    const history = requestSchema(Op.ChatHistory)!;
    expect(parsePayload(history, { Page: 1, ChannelType: ChannelType.Public })).toMatchObject({ ok: true });
    expect(parsePayload(history, { Page: 1, ChannelType: 5 })).toMatchObject({ ok: false, path: 'ChannelType' });
    expect(parsePayload(history, { Page: 1, ChannelType: ChannelType.Public, PerPage: 21 })).toMatchObject({ ok: false, path: 'PerPage' });
    expect(parsePayload(requestSchema(Op.ChatPublicSend)!, { Message: 'x', ClientID: 'bad id!' })).toMatchObject({ ok: false, path: 'ClientID' });
  });
});
