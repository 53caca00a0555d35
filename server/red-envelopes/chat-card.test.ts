import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelType, ChatSpecialOp, Code, Op, QaPath, type ChatMessage, type RedEnvelope } from '../../src/protocol';
import { drain, result, waitFor } from '../chat/test-kit';
import { ClubRole } from '../db/repositories/clubs';
import { startTestServer, type TestServer, type TestSocket } from '../testing/harness';
import { ask, gold, ledgerRows } from './test-kit';

interface Sender {
  id: number;
  lobby: TestSocket;
  chat: TestSocket;
}

describe('red envelopes are sent into a chat channel (12780 ChannelType)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.cleanup());

  /** A player with lobby and chat sockets (VIP 1: the card is not the player speaking). */
  async function player(body: Record<string, unknown> = {}): Promise<Sender> {
    const r = (await s.post(QaPath.Players, { VIPLevel: 1, ...body })).json as { PlayerID: number; Token: string };
    return { id: r.PlayerID, lobby: await s.initSocket('lobby', r.Token), chat: await s.initSocket('chat', r.Token) };
  }
  const create = (p: Sender, body: Record<string, unknown>) =>
    ask(
      p.lobby,
      { OP: Op.RedEnvelopeCreate, Title: '恭喜發財', Content: '新年快樂', Method: 1, Amount: 100, Quantity: 5, ...body },
      Op.RedEnvelopeCreateReply,
    );
  const cards = (messages: ChatMessage[], id: number) =>
    messages.filter((m) => m.Params?.op === ChatSpecialOp.RedEnvelope && m.Params.red_envelope_id === id);
  async function history(p: Sender, channelType: number): Promise<ChatMessage[]> {
    p.chat.send({ OP: Op.ChatHistory, Page: 1, StartTime: 0, PerPage: 20, ChannelType: channelType });
    const reply = await waitFor(p.chat, Op.ChatHistoryReply);
    expect(reply.Code).toBe(Code.Ok);
    return (result(reply) as { Msgs: ChatMessage[] }).Msgs;
  }

  it('private (ChannelType 2) is 200233: nothing debited, nothing stored, no card', async () => {
    const p = await player({ Gold: 1000, CanSendRedEnvelope: true });
    expect(await create(p, { ChannelType: ChannelType.Private, ClientID: 'priv-1' })).toMatchObject({ Code: Code.RedEnvelopeNotPrivate });
    expect(await gold(s, p.id)).toBe(1000);
    expect(await ledgerRows(s, p.id)).toEqual([]);
    expect(await s.db.selectFrom('red_envelopes').select('id').where('creator_id', '=', p.id).execute()).toEqual([]);
    expect(await s.db.selectFrom('chat_messages').select('id').where('sender_id', '=', p.id).execute()).toEqual([]);
  });

  it('public by default: the card is pushed as 30001 to others and is in history once, even when the create is retried', async () => {
    const p = await player({ Gold: 1000, CanSendRedEnvelope: true, Name: '財神' });
    const other = await player();
    await drain(other.chat);
    const first = await create(p, { ClientID: 'pub-1' });
    expect(first.Code).toBe(Code.Ok);
    const e = first.Result as RedEnvelope;
    const push = await waitFor(other.chat, Op.ChatPublicPush);
    expect(result(push)).toMatchObject({
      PlayerID: p.id,
      SenderType: 0,
      Params: { op: ChatSpecialOp.RedEnvelope, red_envelope_id: e.RedEnvelopeID, title: '恭喜發財', amount: 100 },
    });
    const retried = await Promise.all([create(p, { ClientID: 'pub-1' }), create(p, { ClientID: 'pub-1' })]);
    expect(retried.map((r) => (r.Result as RedEnvelope).RedEnvelopeID)).toEqual([e.RedEnvelopeID, e.RedEnvelopeID]);
    const later = await drain(other.chat);
    expect(later.filter((f) => f.OP === Op.ChatPublicPush)).toEqual([]);
    expect(cards(await history(other, ChannelType.Public), e.RedEnvelopeID)).toHaveLength(1);
    expect(await ledgerRows(s, p.id)).toEqual([-100]);
  });

  it('club (ChannelType 3): the card goes to the club members only, as 30081', async () => {
    const p = await player({ Gold: 1000, CanSendRedEnvelope: true, ClubID: 1, ClubRole: ClubRole.SubLeader });
    const member = await player({ ClubID: 1 });
    await drain(member.chat);
    const r = await create(p, { ChannelType: ChannelType.Club, ClientID: 'club-1' });
    expect(r.Code).toBe(Code.Ok);
    const e = r.Result as RedEnvelope;
    expect(result(await waitFor(member.chat, Op.ChatClubPush))).toMatchObject({ Params: { red_envelope_id: e.RedEnvelopeID } });
    expect(cards(await history(member, ChannelType.Club), e.RedEnvelopeID)).toHaveLength(1);
    expect(cards(await history(member, ChannelType.Public), e.RedEnvelopeID)).toHaveLength(0);
  });

  it('club from a plain member (with the permission): 200106, before the debit', async () => {
    const plain = await player({ Gold: 1000, CanSendRedEnvelope: true, ClubID: 1 });
    expect((await create(plain, { ChannelType: ChannelType.Club, ClientID: 'club-2' })).Code).toBe(Code.ClubRightsInsufficient);
    expect(await gold(s, plain.id)).toBe(1000);
  });

  it('club without a club: refused before the debit', async () => {
    const p = await player({ Gold: 1000, CanSendRedEnvelope: true });
    expect((await create(p, { ChannelType: ChannelType.Club })).Code).toBe(Code.ClubNotMember);
    expect(await gold(s, p.id)).toBe(1000);
  });
});
