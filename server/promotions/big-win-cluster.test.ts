/**
 * A big win across three real server processes on one database and one Redis
 * (server/testing/cluster.ts; PostgreSQL under `server-pg`, SQLite under `server`): fired on
 * process 0, the 10081 reaches each open subscriber on processes 1 and 2 exactly once, a closed
 * player on any process gets nothing, and the record-win message reaches chat sockets on every
 * process once. Without Redis it is skipped with one line (under CI it fails).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BigWinStatus, ChatSpecialOp, Code, Op, QaPath, type ChatMessage, type Reply } from '../../src/protocol';
import { drain, framesUntil, waitFor } from '../chat/test-kit';
import { redisForTests, startTestCluster, type TestCluster } from '../testing/cluster';
import { TestSocket } from '../testing/harness';
import { testEngine } from '../testing/test-database';

const redisUrl = await redisForTests();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.skipIf(!redisUrl)(`big wins on three processes (${testEngine()} + Redis)`, () => {
  let c: TestCluster;
  const opened: TestSocket[] = [];

  beforeAll(async () => {
    c = await startTestCluster({ processes: 3, redisUrl: redisUrl as string });
  }, 120_000);
  afterAll(async () => {
    for (const s of opened) s.terminate();
    await c?.stop();
  });

  async function post(node: number, path: string, body: unknown): Promise<{ status: number; json: Json }> {
    const res = await fetch(c.nodes[node]!.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, json: await res.json() };
  }

  async function socket(node: number, kind: 'lobby' | 'chat', token: string): Promise<TestSocket> {
    const s = await TestSocket.open(`${c.nodes[node]!.wsUrl}/ws/${kind}`);
    opened.push(s);
    const init = await s.request({ OP: kind === 'lobby' ? Op.LobbyInit : Op.Init, Token: token, CloseRSA: true });
    expect(init.Code).toBe(Code.Ok);
    return s;
  }

  /** A player with a lobby socket on process `node` whose promotion is `status`. */
  async function player(node: number, status: number): Promise<{ id: number; token: string; lobby: TestSocket }> {
    const r = await post(node, QaPath.Players, {});
    expect(r.status).toBe(200);
    const lobby = await socket(node, 'lobby', r.json.Token);
    lobby.send({ OP: Op.BigWinPromotionSet, Status: status });
    expect((await waitFor(lobby, Op.BigWinPromotionSetReply)).Code).toBe(Code.Ok);
    return { id: r.json.PlayerID, token: r.json.Token, lobby };
  }

  /**
   * Frames of `op` a player's lobby socket got before a QA push sent now through process 0:
   * process 0 publishes it behind the big win, so anything the big win pushed came first.
   */
  async function heardInLobby(p: { id: number; lobby: TestSocket }, op: number): Promise<Reply<Json>[]> {
    const marker = { OP: Op.ProtocolError, Code: Code.Ok, Message: `marker for ${p.id}` };
    expect((await post(0, QaPath.Push, { PlayerID: p.id, Socket: 'lobby', Message: marker })).json).toEqual({ delivered: 1 });
    const frames = (await framesUntil(p.lobby, (f) => f.Message === marker.Message)) as Reply<Json>[];
    return frames.filter((f) => f.OP === op);
  }

  /** Public chat pushes a chat socket got before a later public message posted through process 0 (the channel keeps its order). */
  async function heardInChat(chat: TestSocket, marker: ChatMessage): Promise<ChatMessage[]> {
    const frames = await framesUntil(chat, (f) => f.OP === Op.ChatPublicPush && (f.Result as ChatMessage).ID === marker.ID);
    return frames.slice(0, -1).filter((f) => f.OP === Op.ChatPublicPush).map((f) => f.Result as ChatMessage);
  }

  it('reaches each open subscriber once on every process, no closed one, and posts one chat message', async () => {
    const winner = await player(0, BigWinStatus.Open);
    const openOn1 = await player(1, BigWinStatus.Open);
    const openOn2 = await player(2, BigWinStatus.Open);
    const closedOn1 = await player(1, BigWinStatus.Closed);
    const closedOn2 = await player(2, BigWinStatus.Closed);
    const chatOn1 = await socket(1, 'chat', closedOn1.token);
    const chatOn2 = await socket(2, 'chat', openOn2.token);
    const all = [winner.lobby, openOn1.lobby, openOn2.lobby, closedOn1.lobby, closedOn2.lobby, chatOn1, chatOn2];
    for (const s of all) await drain(s);

    const fired = await post(0, QaPath.BigWin, { PlayerID: winner.id, Bet: 100, Win: 20_000, RoundID: 'round-9' });
    expect(fired.status).toBe(200);

    for (const open of [winner, openOn1, openOn2]) {
      const pushes = await heardInLobby(open, Op.BigWinAlertPush);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]!.Result).toMatchObject({ PlayerID: winner.id, AlertInfo: { Multiple: 200 }, Win: 20_000, RoundID: 'round-9' });
    }
    for (const closed of [closedOn1, closedOn2]) expect(await heardInLobby(closed, Op.BigWinAlertPush)).toEqual([]);

    const marker = (await post(0, QaPath.ChatMessage, { ChannelType: 1, Message: 'marker' })).json as ChatMessage;
    for (const chat of [chatOn1, chatOn2]) {
      const messages = await heardInChat(chat, marker);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.ID).toBe(fired.json.ChatMessageID);
      expect(messages[0]!.Params).toMatchObject({ op: ChatSpecialOp.RecordWin, player_id: winner.id, round_id: 'round-9' });
    }
  }, 60_000);
});
