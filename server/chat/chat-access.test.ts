/**
 * Guests get no chat (chat §1, §6), whatever their VIP: a raw socket's send on every channel,
 * history and resume pages and the private rooms list are refused with 200024; a guest who
 * bound a phone is a player and speaks. A guest may still watch a live room and read its chat.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChannelType, Code, Op, Provider, type Reply } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { SEED_LIVE_ROOMS } from '../db/seed-live-rooms';
import { GUEST_CHAT_REFUSAL } from './chat-access';
import { chatPlayer, waitFor } from './test-kit';

const refused = { Code: Code.NotEligible, Message: GUEST_CHAT_REFUSAL };

describe('chat: guests are refused by the server', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('a VIP 5 guest cannot send on any channel, read history, resume or list private rooms: 200024', async () => {
    const bob = await chatPlayer(s);
    const guest = await chatPlayer(s, { TPType: Provider.guest, VIPLevel: 5 });
    const asks: Record<string, unknown>[] = [
      { OP: Op.ChatPublicSend, Message: '大家好', ClientID: 'g1' },
      { OP: Op.ChatPrivateSend, PlayerID: bob.id, Message: '你好', ClientID: 'g2' },
      { OP: Op.ChatClubSend, Message: '社團好', ClientID: 'g3' },
      { OP: Op.ChatHistory, Page: 1, ChannelType: ChannelType.Public },
      { OP: Op.ChatHistory, Page: 1, ChannelType: ChannelType.Private, PlayerID: bob.id },
      { OP: Op.ChatResume, ChannelType: ChannelType.Public, AfterSeq: 0 },
      { OP: Op.ChatPrivateRooms, Page: 1 },
    ];
    for (const frame of asks) {
      expect(await guest.chat.request(frame), `OP ${String(frame.OP)}`).toMatchObject({ OP: (frame.OP as number) + 1, ...refused });
    }
    // nothing was stored or pushed: bob's public history holds nothing of the guest's and he heard nothing
    const history = await bob.chat.request({ OP: Op.ChatHistory, Page: 1, ChannelType: ChannelType.Public });
    expect(history).toMatchObject({ Code: Code.Ok });
    expect((history.Result as { Msgs: { PlayerID: number }[] }).Msgs.filter((m) => m.PlayerID === guest.id)).toEqual([]);
    expect(await bob.chat.unread()).toEqual([]);
  });

  it('a guest watches a live room and reads its chat, but cannot speak in it', async () => {
    const guest = await chatPlayer(s, { TPType: Provider.guest, VIPLevel: 5 });
    guest.chat.send({ OP: Op.LiveJoin, RoomID: SEED_LIVE_ROOMS[0].id });
    expect(await waitFor(guest.chat, Op.LiveJoinReply)).toMatchObject({ Code: Code.Ok });
    const history: Reply = await guest.chat.request({ OP: Op.LiveHistory, Page: 1, StartTime: 0 });
    expect(history).toMatchObject({ OP: Op.LiveHistoryReply, Code: Code.Ok });
    expect(await guest.chat.request({ OP: Op.LiveChatSend, Message: '主播好', ClientID: 'g4' })).toMatchObject({ OP: Op.LiveChatSend + 1, ...refused });
  });

  it('a guest who bound a phone is a player: speaks and reads', async () => {
    const bound = await chatPlayer(s, { TPType: Provider.guest, Phone: '0912345678' });
    expect(await bound.chat.request({ OP: Op.ChatPublicSend, Message: '我綁好手機了', ClientID: 'p1' })).toMatchObject({ OP: Op.ChatPublicPush, Code: Code.Ok });
    expect(await bound.chat.request({ OP: Op.ChatPrivateRooms, Page: 1 })).toMatchObject({ Code: Code.Ok });
  });
});
