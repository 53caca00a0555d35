/**
 * The socket edge under a flood (issue 8 item 2): one signed-in lobby socket that never reads
 * sends up to 300,000 wallet requests to a lobby server in its own process, and the server's
 * memory is printed before, at its peak during the flood, and 1, 2, 3 and 5 s after the close
 * (then once more after a forced full GC, to tell garbage not yet collected from memory held).
 *
 * Two floods: `burst` writes as fast as TCP takes it (the inbound queue bound trips), `paced`
 * writes in batches and waits while more than a few sent frames are not handled yet (it asks
 * the server), so the queue stays short and the replies pile up unread (the send-buffer bound
 * trips). Each runs with the default bounds, then with the bounds lifted
 * (queue and send buffer unbounded, 30 s close grace: the edge as it was before issue 8).
 * Prints figures only.
 *
 *   npm run bench -- socket-edge [--frames=300000] [--after-close-ms=1000,2000,3000,5000]
 *   (or SOCKET_EDGE_FRAMES, SOCKET_EDGE_AFTER_CLOSE_MS)
 *   (SOCKET_EDGE_MODES=burst,paced and SOCKET_EDGE_BOUNDS=default,lifted pick the runs)
 */
import { Op, QaPath } from '../src/protocol';
import { RawSocket } from '../server/testing/raw-socket';
import type { SocketLimits } from '../server/ws/socket-limits';
import { EdgeServer } from './support/edge-server';
import { option, positiveInt, positiveInts } from './support/options';
import type { EdgeSample } from './support/socket-edge-server';

const SAMPLE_EVERY_MS = 200;
/** A flood stops here even if neither side closed (the bounds-lifted run can take long). */
const FLOOD_BUDGET_MS = 60_000;
const PACED_BATCH = 40;
const PACED_MAX_IN_FLIGHT = 60;
const LIFTED: Partial<SocketLimits> = {
  maxQueuedFrames: Number.MAX_SAFE_INTEGER,
  maxBufferedBytes: Number.MAX_SAFE_INTEGER,
  closeGraceMs: 30_000,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));


async function signIn(port: number): Promise<{ token: string; playerId: number }> {
  const res = await fetch(`http://127.0.0.1:${port}${QaPath.Players}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Name: 'flood' }),
  });
  const body = (await res.json()) as { Token: string; PlayerID: number };
  return { token: body.Token, playerId: body.PlayerID };
}

const mib = (n: number) => n.toFixed(1).padStart(6);
const line = (label: string, s: EdgeSample) =>
  `    ${label.padEnd(22)} rss ${mib(s.rssMiB)} MiB  heap ${mib(s.heapUsedMiB)} MiB  external ${mib(s.externalMiB)} MiB  sockets ${s.sockets}  queued ${s.queued}`;

/**
 * Waits while more than PACED_MAX_IN_FLIGHT sent frames are not handled yet (so the inbound
 * bound is never reached); false once the server has dropped the socket (a paused reader
 * would not notice).
 */
async function keptUp(server: EdgeServer, playerId: number, sent: number): Promise<boolean> {
  for (;;) {
    const s = await server.sample(playerId);
    if (s.sockets === 0) return false;
    if (sent - s.handled <= PACED_MAX_IN_FLIGHT) return true;
    await sleep(1);
  }
}

async function scenario(label: string, mode: 'burst' | 'paced', limits: Partial<SocketLimits>, frames: number, afterClose: number[]): Promise<void> {
  const server = new EdgeServer();
  try {
    const port = await server.start(limits);
    const { token, playerId } = await signIn(port);
    const raw = await RawSocket.open(port, '/ws/lobby');
    raw.send({ OP: Op.LobbyInit, Token: token, CloseRSA: true });
    while (raw.texts.length === 0) await sleep(5);
    await sleep(300);
    const before = await server.sample(playerId);
    raw.pauseReading();

    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const s = await server.sample(playerId);
        if (s.rssMiB > peak.rssMiB) peak = s;
        await sleep(SAMPLE_EVERY_MS);
      }
    })();

    const started = Date.now();
    const frame = JSON.stringify({ OP: Op.Wallet });
    let sent = 0;
    while (sent < frames && !raw.isGone && Date.now() - started < FLOOD_BUDGET_MS) {
      if (!raw.send(frame)) await raw.writable();
      sent++;
      if (mode === 'paced' && sent % PACED_BATCH === 0 && !(await keptUp(server, playerId, sent))) break;
    }
    const floodMs = Date.now() - started;
    // Read again for a moment: the close frame (if any) is behind the unread replies.
    raw.resumeReading();
    await sleep(500);
    const cutByServer = raw.isGone;
    const closeFrame = raw.closeFrames[0];
    raw.destroy();
    const closedAt = Date.now();
    sampling = false;
    await sampler;

    console.log(`  ${label}, ${mode}: sent ${sent.toLocaleString('en-US')} frames in ${floodMs} ms; ${raw.texts.length - 1} replies read after`);
    const how = closeFrame ? `close ${closeFrame.code} "${closeFrame.reason}"` : cutByServer ? 'connection cut (no close frame)' : 'still open';
    console.log(`    server's answer: ${how}${cutByServer ? '' : '; client hung up'}`);
    const after = await server.sample(playerId);
    console.log(`    server log: ${after.closes.join('; ') || 'no socket ended by the server'}`);
    console.log(line('before', before));
    console.log(line('peak during', peak));
    for (const at of afterClose) {
      await sleep(Math.max(0, closedAt + at - Date.now()));
      console.log(line(`${at / 1000} s after close`, await server.sample(playerId)));
    }
    console.log(line('after forced GC', await server.sample(playerId, true)));
  } finally {
    await server.stop();
  }
}

export async function run(): Promise<void> {
  const frames = positiveInt('frames', option('frames', 'SOCKET_EDGE_FRAMES', '300000'));
  const afterClose = positiveInts(option('after-close-ms', 'SOCKET_EDGE_AFTER_CLOSE_MS', '1000,2000,3000,5000'));
  const modes = (process.env.SOCKET_EDGE_MODES ?? 'burst,paced').split(',') as ('burst' | 'paced')[];
  const bounds = (process.env.SOCKET_EDGE_BOUNDS ?? 'default,lifted').split(',');
  console.log(`socket-edge: one lobby socket that never reads sends up to ${frames.toLocaleString('en-US')} wallet requests`);
  for (const mode of modes) {
    if (bounds.includes('default')) await scenario('default bounds', mode, {}, frames, afterClose);
    if (bounds.includes('lifted')) await scenario('bounds lifted', mode, LIFTED, frames, afterClose);
  }
}
