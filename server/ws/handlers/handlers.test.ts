import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChannelType, Code, Op } from '../../../src/protocol';
import { PUBLIC_CHANNEL_KEY, privateChannelKey } from '../../db/repositories/chat';
import { publishAnnouncement } from '../../chat/system-messages';
import { startTestServer, type TestServer } from '../../testing/harness';

describe('lobby and chat handlers', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  const qaPlayer = async (body: Record<string, unknown> = {}) =>
    (await s.post('/__qa/players', body)).json as { PlayerID: number; Token: string };

  it('10030 wallet answers the bag with gold, gem and points', async () => {
    const p = await qaPlayer({ Gold: 1234, Gems: 5, Items: { 42: 3 } });
    const lobby = await s.initSocket('lobby', p.Token);
    expect(await lobby.request({ OP: Op.Wallet })).toEqual({
      OP: Op.WalletReply,
      Code: Code.Ok,
      Message: '',
      Result: { Bag: { Items: { '1': { Amount: 1234 }, '2': { Amount: 5 }, '39': { Amount: 0 }, '42': { Amount: 3 } } } },
    });
  });

  it('11520 user info answers another player, with KickoutBtn only for a leader looking at a member', async () => {
    const leader = 1; // seeded 王大明 leads 皇家俱樂部 (club 1)
    const member = await qaPlayer({ Name: '新成員', ClubID: 1, Gold: 50 });
    const outsider = await qaPlayer({ Name: '路人' });

    const memberSocket = await s.initSocket('lobby', member.Token);
    const seen = await memberSocket.request({ OP: Op.UserInfo, PlayerID: leader });
    expect(seen).toMatchObject({
      OP: Op.UserInfoReply,
      Code: 200,
      Result: { PlayerID: leader, Name: '王大明', Club: { ClubID: 1, ClubName: '皇家俱樂部', KickoutBtn: false } },
    });

    const token = await s.services.sessions.issue(leader, 7);
    const leaderSocket = await s.initSocket('lobby', token);
    expect((await leaderSocket.request({ OP: Op.UserInfo, PlayerID: member.PlayerID })).Result).toMatchObject({
      Name: '新成員',
      Bag: { Items: { '1': { Amount: 50 } } },
      Club: { ClubID: 1, KickoutBtn: true },
    });
    expect((await leaderSocket.request({ OP: Op.UserInfo, PlayerID: outsider.PlayerID })).Result).toMatchObject({ Club: null });
  });

  it('11520 shows linked identities (phone numbers) to the player only', async () => {
    const owner = await qaPlayer({ Name: '有手機', Phone: '0912345678' });
    const other = await qaPlayer({ Name: '旁人' });
    const own = await (await s.initSocket('lobby', owner.Token)).request({ OP: Op.UserInfo, PlayerID: owner.PlayerID });
    expect((own.Result as { TPIDs: Record<string, string> }).TPIDs['6']).toBe('0912345678');
    const seen = await (await s.initSocket('lobby', other.Token)).request({ OP: Op.UserInfo, PlayerID: owner.PlayerID });
    expect((seen.Result as { TPIDs: Record<string, string> }).TPIDs).toEqual({});
  });

  it('11520 for an unknown player → 100013', async () => {
    const p = await qaPlayer();
    const lobby = await s.initSocket('lobby', p.Token);
    expect(await lobby.request({ OP: Op.UserInfo, PlayerID: 999_999 })).toMatchObject({
      OP: Op.UserInfoReply,
      Code: Code.PlayerNotFound,
      Message: '指定玩家不存在',
      Result: null,
    });
  });

  it('30040 unread counts start at zero and follow new messages', async () => {
    const p = await qaPlayer({ ClubID: 1 });
    const chat = await s.initSocket('chat', p.Token);
    expect(await chat.request({ OP: Op.ChatUnread })).toEqual({
      OP: Op.ChatUnreadReply,
      Code: 200,
      Message: '',
      Result: { AnnouncementTotal: 0, PublicTotal: 0, PrivateTotal: 0, ClubTotal: 0, EnableClub: true },
    });

    s.clock.advance(1000);
    const { chat: messages } = s.services.repos;
    await messages.append({ channelType: ChannelType.Public, channelKey: PUBLIC_CHANNEL_KEY, senderId: 2, text: '哈囉' });
    await messages.append({ channelType: ChannelType.Club, channelKey: '1', senderId: 1, text: '歡迎新成員' });
    await messages.append({
      channelType: ChannelType.Private,
      channelKey: privateChannelKey(2, p.PlayerID),
      senderId: 2,
      recipientId: p.PlayerID,
      text: '你好',
    });
    // An announcement also posts to the announcement channel, which is what the tab counts.
    await publishAnnouncement(s.services, { category: 7, title: '新活動', content: '<p>活動</p>' });
    expect(await chat.next()).toMatchObject({ OP: Op.ChatAnnouncementPush, Result: { Message: '新活動' } });

    expect((await chat.request({ OP: Op.ChatUnread })).Result).toEqual({
      AnnouncementTotal: 1,
      PublicTotal: 1,
      PrivateTotal: 1,
      ClubTotal: 1,
      EnableClub: true,
    });
  });

  it('30040 without a club: EnableClub false', async () => {
    const p = await qaPlayer();
    const chat = await s.initSocket('chat', p.Token);
    expect((await chat.request({ OP: Op.ChatUnread })).Result).toMatchObject({ ClubTotal: 0, EnableClub: false });
  });
});
