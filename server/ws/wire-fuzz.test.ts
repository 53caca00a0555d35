/**
 * Hostile frames over real sockets (issue 14 item 3), on both engines: generated frames of
 * every kind (server/testing/fuzz/frame-cases.ts) against every request OP of the contract,
 * from signed-in lobby and chat sockets and from sockets that never sign in. Every frame gets
 * its expected code or close, none goes unanswered, and the server still serves afterwards.
 * The 100,000-frame run with memory figures is `npm run bench -- wire-fuzz`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Op, QaPath } from '../../src/protocol';
import { FRAME_KINDS, REQUEST_OPS, frameCases } from '../testing/fuzz/frame-cases';
import { fuzzBeforeInit, fuzzSockets } from '../testing/fuzz/socket-fuzzer';
import { startTestServer, type TestServer } from '../testing/harness';

const SEED = 20261123;

describe('hostile frames over real sockets', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  const token = async () => {
    const r = await s.post(QaPath.Players, { Name: 'fuzz' });
    return r.json.Token as string;
  };

  it('the generator covers every kind and every request OP', () => {
    const frames = frameCases(3_000, SEED);
    const kinds = new Set(frames.map((f) => f.kind));
    expect([...FRAME_KINDS].filter((k) => !kinds.has(k))).toEqual([]);
    const ops = new Set(frames.filter((f) => f.kind === 'wrong-types' || f.kind === 'valid-shape').map((f) => f.op));
    expect(REQUEST_OPS.filter((op) => !ops.has(op))).toEqual([]);
    expect(frameCases(50, SEED).map((f) => f.data)).toEqual(frames.slice(0, 50).map((f) => f.data));
  });

  it('every frame from signed-in sockets gets its code or close; the server still serves', async () => {
    const frames = frameCases(3_000, SEED);
    const report = await fuzzSockets({ port: s.port, frames, sockets: 8, token, replyWaitMs: 5_000 });
    expect({ silent: report.silent, wrong: report.wrong }).toEqual({ silent: [], wrong: [] });
    expect(report.sent).toBe(frames.length);
    expect(report.outcomes[`code ${Code.MalformedFrame}`]).toBeGreaterThan(1_000);
    expect(report.outcomes[`code ${Code.UnknownOp}`]).toBeGreaterThan(50);

    const after = await s.initSocket('lobby', await token());
    expect(await after.request({ OP: Op.Wallet })).toMatchObject({ OP: Op.WalletReply, Code: Code.Ok });
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
  }, 150_000);

  it('frames before the init: the bound is answered, the next frame closes the socket', async () => {
    const report = await fuzzBeforeInit(s.port, frameCases(400, SEED + 1), 20);
    expect(report.wrong).toEqual([]);
    expect(report.closedAtBound).toBe(20);
    expect(report.answered).toBe(20 * 5);
  }, 60_000);
});
