import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChannelType, ChatLimits, ChatSpecialOp, Code, Op } from '../../src/protocol';
import { SEED_GAMES } from '../db/seed-data';
import { chatPlayer, result } from '../chat/test-kit';
import { startTestServer, type TestServer } from '../testing/harness';

const game = SEED_GAMES[0]!;

describe('share a game into chat (30070)', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('private: a card with the catalogue name reaches the addressee as 30011; the sharer gets 30071', async () => {
    const alice = await chatPlayer(s, { Name: '愛麗絲' });
    const bob = await chatPlayer(s);
    const reply = await alice.chat.request({
      OP: Op.ChatShare,
      ChannelType: ChannelType.Private,
      PlayerID: bob.id,
      GameCode: game.game_code,
      Message: '一起來玩',
      ID: '77',
      ClientID: 'share-a-1',
    });
    // The chat socket hears the push and the reply (different OPs).
    const frames = [reply, await alice.chat.next()];
    const ops = frames.map((f) => f.OP).sort();
    expect(ops).toEqual([Op.ChatPrivatePush, Op.ChatShareReply].sort());
    const answer = frames.find((f) => f.OP === Op.ChatShareReply)!;
    expect(answer.Code).toBe(Code.Ok);
    expect(result(answer)).toMatchObject({
      ChannelType: ChannelType.Private,
      PlayerID: alice.id,
      ToPlayerID: bob.id,
      Message: '一起來玩',
      Params: { op: ChatSpecialOp.Share, gamecode: game.game_code, gameName: game.name_zh_tw, player_id: alice.id, id: '77' },
    });
    const atBob = await bob.chat.next();
    expect(atBob.OP).toBe(Op.ChatPrivatePush);
    expect(result(atBob).ID).toBe(result(answer).ID);
  });

  it('public: everyone gets the card as 30001', async () => {
    const alice = await chatPlayer(s);
    const carol = await chatPlayer(s);
    const reply = await alice.chat.request({ OP: Op.ChatShare, ChannelType: ChannelType.Public, GameCode: game.game_code, Message: '好玩' });
    expect([Op.ChatPublicPush, Op.ChatShareReply]).toContain(reply.OP);
    const atCarol = await carol.chat.next();
    expect(atCarol.OP).toBe(Op.ChatPublicPush);
    expect(result(atCarol).Params).toMatchObject({ op: ChatSpecialOp.Share, gamecode: game.game_code, player_id: alice.id });
    expect(result(atCarol).Params).not.toHaveProperty('id');
  });

  it('refuses a game code the catalogue does not know, and a private share without an addressee', async () => {
    const alice = await chatPlayer(s);
    const unknown = await alice.chat.request({ OP: Op.ChatShare, ChannelType: ChannelType.Public, GameCode: 'nope', Message: 'x' });
    expect(unknown).toMatchObject({ OP: Op.ChatShareReply, Code: Code.NotFound });
    const noOne = await alice.chat.request({ OP: Op.ChatShare, ChannelType: ChannelType.Private, GameCode: game.game_code, Message: 'x' });
    expect(noOne).toMatchObject({ OP: Op.ChatShareReply, Code: Code.MalformedFrame });
    expect(await alice.chat.unread()).toEqual([]);
  });

  it('keeps the chat rules: VIP 3 to speak, and the rate limit counts shares', async () => {
    const low = await chatPlayer(s, { VIPLevel: 1 });
    const refused = await low.chat.request({ OP: Op.ChatShare, ChannelType: ChannelType.Public, GameCode: game.game_code, Message: 'x' });
    expect(refused).toMatchObject({ OP: Op.ChatShareReply, Code: Code.NotEligible });

    const alice = await chatPlayer(s);
    const friends = [];
    for (let i = 0; i <= ChatLimits.MessagesPerMinute; i++) friends.push(await chatPlayer(s));
    const codes: number[] = [];
    for (const [i, f] of friends.entries()) {
      const frame = { OP: Op.ChatShare, ChannelType: ChannelType.Private, PlayerID: f.id, GameCode: game.game_code, Message: 'x', ClientID: `r-${i}` };
      alice.chat.send(frame);
      // Each accepted share brings a push and a reply; a refusal only the reply.
      let reply = await alice.chat.next();
      if (reply.OP !== Op.ChatShareReply) reply = await alice.chat.next();
      else if (reply.Code === Code.Ok) await alice.chat.next();
      codes.push(reply.Code);
    }
    expect(codes.filter((c) => c === Code.Ok)).toHaveLength(ChatLimits.MessagesPerMinute);
    expect(codes.at(-1)).toBe(Code.ChatRateLimited);
  });
});
