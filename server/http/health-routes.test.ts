/**
 * `/healthz` (liveness) and `/readyz` (readiness: database and Redis), and the graceful
 * shutdown a SIGTERM starts (server/main.ts → LobbyServer.shutdown).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Code, HealthPath, Op, ReadyPath } from '../../src/protocol';
import { redisForTests } from '../testing/cluster';
import { cuttableProxy } from '../testing/cuttable-proxy';
import { startTestServer, TestSocket, type TestServer } from '../testing/harness';
import { eventually } from '../testing/wait';
import type { Connection } from '../ws/connection';

const redisUrl = await redisForTests();

describe('health and readiness', () => {
  let s: TestServer | undefined;
  afterEach(async () => {
    await s?.cleanup();
    s = undefined;
  });

  it('ready with the database alone (no Redis configured); 503 with the reason when the database is gone', async () => {
    s = await startTestServer();
    expect(await s.get(HealthPath)).toEqual({ status: 200, json: { ok: true } });
    expect(await s.get(ReadyPath)).toEqual({ status: 200, json: { ok: true, checks: { database: 'ok' }, reasons: [] } });
    await s.db.destroy();
    const down = await s.get(ReadyPath);
    expect(down.status).toBe(503);
    expect(down.json.ok).toBe(false);
    expect(down.json.reasons).toEqual([expect.stringMatching(/^database: /)]);
    expect((await s.get(HealthPath)).status).toBe(200); // alive, only not ready
  });

  it.skipIf(!redisUrl)('checks Redis too: 503 with the reason when Redis cannot be reached', async () => {
    const proxy = await cuttableProxy(new URL(redisUrl as string));
    s = await startTestServer({ redisUrl: proxy.url, redisPrefix: `t-ready-${process.pid}-${Date.now()}:` });
    expect(await s.get(ReadyPath)).toEqual({ status: 200, json: { ok: true, checks: { database: 'ok', redis: 'ok' }, reasons: [] } });
    proxy.cut();
    const down = await eventually(async () => {
      const r = await s!.get(ReadyPath);
      expect(r.status).toBe(503);
      return r;
    });
    expect(down.json.checks.database).toBe('ok');
    expect(down.json.reasons).toEqual([expect.stringMatching(/^redis: /)]);
  });

  it('refuses to start when Redis does not answer, saying where', async () => {
    await expect(startTestServer({ redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(/^Redis at redis:\/\/127\.0\.0\.1:1 (is unreachable|did not answer)/);
  });
});

describe('graceful shutdown', () => {
  it('finishes the frame in hand, answers the rest Code.Reconnect, tells every socket to reconnect (1012), refuses new ones', async () => {
    const s = await startTestServer();
    try {
      const { token, playerId } = await s.signInGuest();
      const lobby = await s.initSocket('lobby', token);
      const chat = await s.initSocket('chat', token);
      // A slow handler: the first Wallet request is in hand when the shutdown starts.
      const original = s.handlers.get(Op.Wallet);
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let started: () => void = () => undefined;
      const inHand = new Promise<void>((resolve) => (started = resolve));
      s.handlers.override(Op.Wallet, async (ctx, p) => {
        started();
        await gate;
        return original?.handle(ctx, p) as never;
      });
      lobby.send({ OP: Op.Wallet });
      await inHand;
      lobby.send({ OP: Op.Wallet }); // waits behind it
      const conn = s.hub.socketsOf(playerId, 'lobby')[0] as Connection;
      await eventually(() => expect(conn.queuedFrames).toBe(1));
      let finished = false;
      const done = s.shutdown().then(() => (finished = true));
      // Not ready from the start of the shutdown; by then still draining the frame in hand
      // (the frames below show the order: its reply before the reconnect).
      expect((await s.get(ReadyPath).catch(() => ({ status: 0 }))).status).not.toBe(200);
      expect(finished).toBe(false);
      release();
      const frames = [await lobby.next(), await lobby.next(), await lobby.next()];
      expect(frames[0]).toMatchObject({ OP: Op.WalletReply, Code: Code.Ok }); // in hand: done
      expect(frames[1]).toMatchObject({ OP: Op.WalletReply, Code: Code.Reconnect }); // waiting: sent back
      expect(frames[2]).toMatchObject({ OP: Op.LobbyInitReply, Code: Code.Reconnect, Result: null });
      expect((await lobby.closed).code).toBe(1012);
      expect(await chat.next()).toMatchObject({ OP: Op.InitReply, Code: Code.Reconnect });
      expect((await chat.closed).code).toBe(1012);
      await done;
      await expect(TestSocket.open(`ws://127.0.0.1:${s.port}/ws/lobby`)).rejects.toThrow();
    } finally {
      await s.cleanup();
    }
  });
});
