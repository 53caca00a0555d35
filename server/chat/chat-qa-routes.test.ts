import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChannelType, Op } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { chatPlayer, result } from './test-kit';

describe('chat QA API', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('POST /__qa/announcement stores a top announcement and pushes it to the announcement channel', async () => {
    const p = await chatPlayer(s);
    const r = await s.post('/__qa/announcement', { Category: 1, Title: '臨時維護', Content: '<p>今晚 23:00</p>', IsTop: true });
    expect(r.json).toMatchObject({ ChannelType: ChannelType.Announcement, Message: '臨時維護', Params: { category: 1 } });
    expect(await p.chat.next()).toMatchObject({ OP: Op.ChatAnnouncementPush, Result: r.json });
    expect(result(await p.chat.request({ OP: Op.ChatTopAnnouncement })).Msgs[0]).toMatchObject({ Title: '臨時維護' });
    expect((await s.post('/__qa/announcement', { Category: 9, Title: 'x', Content: '' })).status).toBe(400);
  });

  it('POST /__qa/chat/club toggles chat and alliances; POST /__qa/relationship validates', async () => {
    expect((await s.post('/__qa/chat/club', { ClubID: 1, ChatEnabled: false, AllianceName: '同盟' })).json).toEqual({
      ClubID: 1,
      ChatEnabled: false,
      AllianceID: 1,
    });
    expect((await s.post('/__qa/chat/club', { ClubID: 1, ChatEnabled: true, AllianceName: '' })).json).toEqual({
      ClubID: 1,
      ChatEnabled: true,
      AllianceID: 0,
    });
    expect((await s.post('/__qa/chat/club', { ClubID: 42 })).status).toBe(400);

    const a = await chatPlayer(s);
    for (const body of [{ PlayerID: a.id, TargetID: a.id, Type: 2 }, { PlayerID: a.id, TargetID: 999_999, Type: 2 }, { PlayerID: a.id, TargetID: 1, Type: 3 }]) {
      expect((await s.post('/__qa/relationship', body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('a QA private message from a customer-service account reaches both sides and counts as unread', async () => {
    const player = await chatPlayer(s);
    const agent = await chatPlayer(s, { Name: '客服小美' });
    const r = await s.post('/__qa/chat/message', { ChannelType: 2, From: agent.id, PlayerID: player.id, SenderType: 1, Message: '您好，請問需要什麼協助？' });
    expect(r.json).toMatchObject({ From: String(agent.id), SenderType: 1, Name: '客服小美', ToPlayerID: player.id });
    expect(await player.chat.next()).toMatchObject({ OP: Op.ChatPrivatePush, Result: r.json });
    expect(await player.chat.next()).toMatchObject({ OP: Op.ChatUnreadChanged, Result: { PrivateTotal: 1 } });
    expect(await agent.chat.next()).toMatchObject({ OP: Op.ChatPrivatePush });
  });
});
