/**
 * A live room across three real server processes on one database and one Redis
 * (server/testing/cluster.ts; PostgreSQL under `server-pg`, SQLite under `server`): members on
 * every process are counted together, enter / count / chat pushes reach each member once
 * whatever process they came from, a QA close on one process turns chat off on all, and a
 * SIGKILLed process's members stop counting. Without Redis it is skipped with one line (under
 * CI it fails).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Op, QaPath, type Reply } from '../../src/protocol';
import { drain, framesUntil, waitFor } from '../chat/test-kit';
import { SEED_LIVE_ROOMS } from '../db/seed-live-rooms';
import { redisForTests, startTestCluster, type TestCluster } from '../testing/cluster';
import { TestSocket } from '../testing/harness';
import { testEngine } from '../testing/test-database';
import { eventually } from '../testing/wait';

const redisUrl = await redisForTests();
const ROOM = SEED_LIVE_ROOMS[0].id;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.skipIf(!redisUrl)(`a live room on three processes (${testEngine()} + Redis)`, () => {
  let c: TestCluster;
  const opened: TestSocket[] = [];

  beforeAll(async () => {
    c = await startTestCluster({ processes: 3, redisUrl: redisUrl as string, env: { PRESENCE_HEARTBEAT_MS: '300' } });
  }, 120_000);
  afterAll(async () => {
    for (const s of opened) s.terminate();
    await c?.stop();
  });

  async function post(node: number, path: string, body: unknown): Promise<{ status: number; json: Json }> {
    const res = await fetch(c.nodes[node]!.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, json: await res.json() };
  }

  /** A VIP 3 player with a chat socket on process `node`, joined to the room. */
  async function viewer(node: number): Promise<{ id: number; chat: TestSocket; joined: Reply<Json> }> {
    const r = await post(node, QaPath.Players, { VIPLevel: 3 });
    expect(r.status).toBe(200);
    const chat = await TestSocket.open(`${c.nodes[node]!.wsUrl}/ws/chat`);
    opened.push(chat);
    expect((await chat.request({ OP: Op.Init, Token: r.json.Token, CloseRSA: true })).Code).toBe(Code.Ok);
    chat.send({ OP: Op.LiveJoin, RoomID: ROOM });
    const joined = (await waitFor(chat, Op.LiveJoinReply)) as Reply<Json>;
    expect(joined.Code).toBe(Code.Ok);
    return { id: r.json.PlayerID as number, chat, joined };
  }

  /** Asks `op` and waits for its reply, passing over pushes. */
  async function ask(socket: TestSocket, frame: { OP: number } & Record<string, unknown>, replyOp = frame.OP + 1): Promise<Reply<Json>> {
    socket.send(frame);
    return (await waitFor(socket, replyOp)) as Reply<Json>;
  }

  /**
   * Frames of `op` a viewer's chat socket got before a QA push sent now through process `node`:
   * the bus keeps one process's publications in order, so what `node` pushed before came first.
   * (Not for chat messages: those may wait in the receiving process's reorder buffer.)
   */
  async function heardFrom(node: number, v: { id: number; chat: TestSocket }, op: number): Promise<Reply<Json>[]> {
    const marker = { OP: Op.ProtocolError, Code: Code.Ok, Message: `marker for ${v.id}` };
    expect((await post(node, QaPath.Push, { PlayerID: v.id, Socket: 'chat', Message: marker })).json).toEqual({ delivered: 1 });
    return ((await framesUntil(v.chat, (f) => f.Message === marker.Message)) as Reply<Json>[]).filter((f) => f.OP === op);
  }

  /** The live chat pushes a socket got up to message `last` (one channel keeps its order everywhere). */
  async function chatUpTo(socket: TestSocket, last: Reply<Json>): Promise<Reply<Json>[]> {
    const frames = (await framesUntil(socket, (f) => f.OP === Op.LiveChatPush && (f as Reply<Json>).Result?.ID === last.Result.ID)) as Reply<Json>[];
    return frames.filter((f) => f.OP === Op.LiveChatPush);
  }

  it('counts members of every process, fans pushes out once each, and closes the room everywhere', async () => {
    const a = await viewer(0);
    const b = await viewer(1);
    const d = await viewer(2);
    expect(d.joined.Result.RoomInfo.TotalPlayerInRoom).toBe(3);

    // The third one's entry (published by process 2) reached the two on the other processes, once each.
    for (const early of [a, b]) {
      const enters = await heardFrom(2, early, Op.LiveEnterPush);
      expect(enters.filter((f) => f.Result.PlayerID === d.id)).toHaveLength(1);
    }
    await drain(d.chat);

    // Every process answers the same count.
    for (const v of [a, b, d]) {
      const count = await ask(v.chat, { OP: Op.LiveOnlineCount, Page: 1 });
      expect(count.Result.Total).toBe(3);
      expect(new Set(count.Result.List.map((p: Json) => p.PlayerID))).toEqual(new Set([a.id, b.id, d.id]));
    }

    // A message said on process 1 reaches the members on 0 and 2 once (up to the next one said there).
    const sent = await ask(b.chat, { OP: Op.LiveChatSend, Message: '三個進程都聽得到' }, Op.LiveChatPush);
    expect(sent.Code).toBe(Code.Ok);
    const next = await ask(b.chat, { OP: Op.LiveChatSend, Message: '下一句' }, Op.LiveChatPush);
    for (const other of [a, d]) {
      const pushes = (await chatUpTo(other.chat, next)).filter((f) => f.Result.ID === sent.Result.ID);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]!.Result.Message).toBe('三個進程都聽得到');
    }

    // Closed through process 2: everyone hears 200221 on 30121, once.
    expect((await post(2, QaPath.LiveRooms, { RoomID: ROOM, Open: false })).status).toBe(200);
    for (const v of [a, b, d]) {
      const closes = await heardFrom(2, v, Op.LiveJoinReply);
      expect(closes.map((f) => f.Code)).toEqual([Code.LiveRoomClosed]);
    }
    // Chat in a closed room is refused.
    const late = await ask(a.chat, { OP: Op.LiveChatSend, Message: 'late' }, Op.LiveChatPush);
    expect(late.Code).not.toBe(Code.Ok);
    expect((await post(0, QaPath.LiveRooms, { RoomID: ROOM, Open: true })).status).toBe(200);
  }, 60_000);

  it('members of a SIGKILLed process stop counting on the others', async () => {
    const a = await viewer(0);
    const gone = await viewer(2);
    await drain(a.chat);
    const before = await ask(a.chat, { OP: Op.LiveOnlineCount, Page: 1 });
    expect(before.Result.List.map((p: Json) => p.PlayerID)).toContain(gone.id);

    await c.kill(2, 'SIGKILL');
    // Presence heartbeat 300 ms: within a few beats process 2 is no longer alive for the others.
    await eventually(async () => {
      const count = await ask(a.chat, { OP: Op.LiveOnlineCount, Page: 1 });
      const ids = count.Result.List.map((p: Json) => p.PlayerID);
      expect(ids).not.toContain(gone.id);
      expect(ids).toContain(a.id);
    });
  }, 60_000);
});
