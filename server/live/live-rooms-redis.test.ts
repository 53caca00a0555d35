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
import { drain, waitFor } from '../chat/test-kit';
import { SEED_LIVE_ROOMS } from '../db/seed-live-rooms';
import { redisForTests, startTestCluster, type TestCluster } from '../testing/cluster';
import { TestSocket } from '../testing/harness';
import { testEngine } from '../testing/test-database';

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

  /** Frames of `op` that `socket` heard within `ms`. */
  async function heard(socket: TestSocket, op: number, ms = 600): Promise<Reply<Json>[]> {
    return ((await drain(socket, ms)) as Reply<Json>[]).filter((f) => f.OP === op);
  }

  it('counts members of every process, fans pushes out once each, and closes the room everywhere', async () => {
    const a = await viewer(0);
    const b = await viewer(1);
    const d = await viewer(2);
    expect(d.joined.Result.RoomInfo.TotalPlayerInRoom).toBe(3);

    // The third one's entry reached the two on the other processes, once each.
    for (const early of [a, b]) {
      const enters = await heard(early.chat, Op.LiveEnterPush);
      expect(enters.filter((f) => f.Result.PlayerID === d.id)).toHaveLength(1);
    }
    await drain(d.chat);

    // Every process answers the same count.
    for (const v of [a, b, d]) {
      const count = await ask(v.chat, { OP: Op.LiveOnlineCount, Page: 1 });
      expect(count.Result.Total).toBe(3);
      expect(new Set(count.Result.List.map((p: Json) => p.PlayerID))).toEqual(new Set([a.id, b.id, d.id]));
    }

    // A message said on process 1 reaches the members on 0 and 2 once.
    const sent = await ask(b.chat, { OP: Op.LiveChatSend, Message: '三個進程都聽得到' }, Op.LiveChatPush);
    expect(sent.Code).toBe(Code.Ok);
    for (const other of [a, d]) {
      const pushes = (await heard(other.chat, Op.LiveChatPush)).filter((f) => f.Result.ID === sent.Result.ID);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]!.Result.Message).toBe('三個進程都聽得到');
    }

    // Closed through process 2: everyone hears 200221 on 30121.
    expect((await post(2, QaPath.LiveRooms, { RoomID: ROOM, Open: false })).status).toBe(200);
    for (const v of [a, b, d]) {
      const closes = await heard(v.chat, Op.LiveJoinReply);
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
    let ids: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const count = await ask(a.chat, { OP: Op.LiveOnlineCount, Page: 1 });
      ids = count.Result.List.map((p: Json) => p.PlayerID);
      if (!ids.includes(gone.id)) break;
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(ids).not.toContain(gone.id);
    expect(ids).toContain(a.id);
  }, 60_000);
});
