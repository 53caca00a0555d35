/**
 * Hostile input on the wire (issue 14 item 3): 100,000 generated frames
 * (server/testing/fuzz/frame-cases.ts) over real lobby and chat sockets against every request
 * OP, frames before the init, hostile requests against every HTTP route and bytes that are not
 * HTTP, all against a lobby server in its own process. Prints what every frame got (a code or
 * a close), the server's memory before, at its peak and after, and the rates, then the checks
 * (support/checks.ts): no frame silent, none answered otherwise than expected, the frames
 * before the init answered and the one past the bound closed, no HTTP answer of 500 or one
 * outside the envelope, every connection of garbage answered or closed.
 * server/ws/wire-fuzz.test.ts and server/http/http-fuzz.test.ts assert the same rules on fewer frames.
 *
 *   npm run bench -- wire-fuzz [--frames=100000] [--sockets=16] [--per-route=50] [--seed=1]
 *     [--garbage=500] [--before-init-sockets=200]
 */
import { QaPath } from '../src/protocol';
import { frameCases } from '../server/testing/fuzz/frame-cases';
import { fuzzHttp, fuzzRawTcp } from '../server/testing/fuzz/http-fuzzer';
import { fuzzBeforeInit, fuzzSockets, type SocketFuzzReport } from '../server/testing/fuzz/socket-fuzzer';
import { fuzzFindings } from './support/check-rules';
import { record } from './support/checks';
import { EdgeServer } from './support/edge-server';
import { option, positiveInt } from './support/options';
import type { EdgeSample } from './support/socket-edge-server';

/** Frames generated and sent per batch (a batch holds its frames, some 64 KiB, in memory). */
const BATCH = 5_000;

const mib = (s: EdgeSample) => `rss ${s.rssMiB.toFixed(1)} MiB, heap ${s.heapUsedMiB.toFixed(1)} MiB, sockets ${s.sockets}`;
const fmt = (n: number) => n.toLocaleString('en-US');

function merge(into: SocketFuzzReport, r: SocketFuzzReport): void {
  into.sent += r.sent;
  into.reopened += r.reopened;
  into.wrongCount += r.wrongCount;
  into.silent.push(...r.silent);
  into.wrong.push(...r.wrong.slice(0, Math.max(0, 10 - into.wrong.length)));
  for (const [k, v] of Object.entries(r.answered)) into.answered[k as keyof typeof r.answered] = (into.answered[k as keyof typeof r.answered] ?? 0) + v;
  for (const [k, v] of Object.entries(r.outcomes)) into.outcomes[k] = (into.outcomes[k] ?? 0) + v;
}

export async function run(): Promise<void> {
  const frames = positiveInt('frames', option('frames', 'WIRE_FUZZ_FRAMES', '100000'));
  const sockets = positiveInt('sockets', option('sockets', 'WIRE_FUZZ_SOCKETS', '16'));
  const perRoute = positiveInt('per-route', option('per-route', 'WIRE_FUZZ_PER_ROUTE', '50'));
  const seed = positiveInt('seed', option('seed', 'WIRE_FUZZ_SEED', '1'));
  const garbage = positiveInt('garbage', option('garbage', 'WIRE_FUZZ_GARBAGE', '500'));
  const beforeInitSockets = positiveInt('before-init-sockets', option('before-init-sockets', 'WIRE_FUZZ_BEFORE_INIT_SOCKETS', '200'));
  console.log(`wire-fuzz: ${fmt(frames)} frames over ${sockets} signed-in sockets, ${perRoute} requests per HTTP route, seed ${seed}`);

  const server = new EdgeServer();
  try {
    const port = await server.start({});
    const token = async () => {
      const res = await fetch(`http://127.0.0.1:${port}${QaPath.Players}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Name: 'fuzz' }) });
      return ((await res.json()) as { Token: string }).Token;
    };
    const before = await server.sample(0, true);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const s = await server.sample(0);
        if (s.rssMiB > peak.rssMiB) peak = s;
        await new Promise((r) => setTimeout(r, 250));
      }
    })();

    const total: SocketFuzzReport = { sent: 0, answered: {}, outcomes: {}, silent: [], wrong: [], wrongCount: 0, reopened: 0 };
    const started = performance.now();
    for (let done = 0, batch = 0; done < frames; done += BATCH, batch++) {
      const cases = frameCases(Math.min(BATCH, frames - done), seed * 1_000 + batch);
      merge(total, await fuzzSockets({ port, frames: cases, sockets, token }));
    }
    const socketMs = performance.now() - started;
    const beforeInit = await fuzzBeforeInit(port, frameCases(2_000, seed + 7), beforeInitSockets);
    const httpStarted = performance.now();
    const http = await fuzzHttp({ baseUrl: `http://127.0.0.1:${port}`, routes: await server.routes(), perRoute, seed, token });
    const httpMs = performance.now() - httpStarted;
    const raw = await fuzzRawTcp(port, garbage, seed);
    sampling = false;
    await sampler;
    const after = await server.sample(0, true);

    console.log(`  frames sent ${fmt(total.sent)} in ${(socketMs / 1000).toFixed(1)} s (${fmt(Math.round(total.sent / (socketMs / 1000)))} frames/s); sockets reopened after a close: ${total.reopened}`);
    console.log(`  answered as expected by kind: ${Object.entries(total.answered).map(([k, v]) => `${k} ${fmt(v)}`).join(', ')}`);
    console.log(`  outcomes: ${Object.entries(total.outcomes).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} × ${fmt(v)}`).join(', ')}`);
    console.log(`  silent (no code, no close): ${total.silent.length}; answered otherwise than expected: ${total.wrongCount}`);
    for (const w of [...total.silent.slice(0, 5), ...total.wrong.slice(0, 5)]) console.log(`    ${w.kind} OP ${w.op}: expected ${w.expected}, got ${w.got}`);
    console.log(`  before the init: ${beforeInit.sockets} sockets, ${beforeInit.answered} frames answered, ${beforeInit.closedAtBound} closed at the bound, ${beforeInit.wrong.length} otherwise`);
    console.log(`  HTTP: ${fmt(http.requests)} requests in ${(httpMs / 1000).toFixed(1)} s; statuses ${Object.entries(http.statuses).map(([k, v]) => `${k} × ${fmt(v)}`).join(', ')}; bad answers ${http.badCount}`);
    for (const b of http.bad.slice(0, 5)) console.log(`    ${b.method} ${b.path} (${b.kind}): ${b.status} ${b.body}`);
    console.log(`  not HTTP: ${raw} of ${garbage} garbage connections answered or closed`);
    console.log(`  server memory: before ${mib(before)}; peak ${mib(peak)}; after (forced GC) ${mib(after)}`);

    const found = fuzzFindings({
      silent: total.silent,
      wrong: total.wrong,
      wrongCount: total.wrongCount,
      beforeInitWrong: beforeInit.wrong,
      httpBad: http.bad,
      httpBadCount: http.badCount,
      garbage,
      garbageAnswered: raw,
    });
    record('wire-fuzz', found);
  } finally {
    await server.stop();
  }
}
