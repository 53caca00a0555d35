/**
 * The server side of bench/socket-edge.ts: a lobby server in its own process (QA mode, a
 * temporary SQLite folder) so its memory is measured apart from the flooding client.
 * Driven over IPC:
 *   parent → {type:'start', limits}; child → {type:'ready', port}
 *   parent → {type:'sample', gc, playerId}; child → {type:'sample', …memory, sockets, queued}
 *   parent → {type:'routes'}; child → {type:'routes', routes} (the HTTP routes, for the fuzzer)
 *   parent → {type:'stop'}; the child closes the server and exits
 * Run with NODE_OPTIONS=--expose-gc so a sample can also say what is left after a full
 * collection (tsx runs the script in a process of its own: execArgv would not reach it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Op } from '../../src/protocol';
import { createLobbyServer, type LobbyServer } from '../../server/app';
import { createLogger } from '../../server/log';
import type { Connection } from '../../server/ws/connection';
import type { Handler } from '../../server/ws/handler-registry';
import type { SocketLimits } from '../../server/ws/socket-limits';

export type EdgeServerCommand =
  | { type: 'start'; limits: Partial<SocketLimits> }
  | { type: 'sample'; gc: boolean; playerId: number }
  | { type: 'routes' }
  | { type: 'stop' };

export interface EdgeSample {
  type: 'sample';
  rssMiB: number;
  heapUsedMiB: number;
  externalMiB: number;
  /** Initialised sockets in the hub (all players). */
  sockets: number;
  /** Frames waiting in the queues of the flooding player's sockets. */
  queued: number;
  /** Wallet requests handled so far (the paced flood keeps within the inbound bound by it). */
  handled: number;
  /** Why sockets were closed or dropped so far (the server's own log lines). */
  closes: string[];
}

const MiB = 1024 * 1024;
let server: LobbyServer | undefined;
let handled = 0;
const closes: string[] = [];
/** Keeps the server's log lines about ending sockets; the rest is dropped. */
function keepCloses(line: string): void {
  const entry = JSON.parse(line) as { msg?: string };
  if (entry.msg?.startsWith('socket dropped') || entry.msg?.startsWith('socket closed:')) closes.push(entry.msg);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'socket-edge-'));

function sample(playerId: number): EdgeSample {
  const m = process.memoryUsage();
  let queued = 0;
  for (const s of server?.hub.socketsOf(playerId) ?? []) queued += (s as Connection).queuedFrames;
  const sockets = server?.hub.size ?? 0;
  return { type: 'sample', rssMiB: m.rss / MiB, heapUsedMiB: m.heapUsed / MiB, externalMiB: m.external / MiB, sockets, queued, handled, closes: [...closes] };
}

process.on('message', (message: EdgeServerCommand) => {
  if (message.type === 'start') {
    void createLobbyServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: dir,
      qaMode: true,
      logger: createLogger({ level: 'info', write: keepCloses }),
      socketLimits: message.limits,
    }).then((s) => {
      server = s;
      const wallet = s.handlers.get(Op.Wallet);
      if (!wallet) throw new Error('no wallet handler');
      s.handlers.override(Op.Wallet, (ctx, payload) => {
        handled++;
        return wallet.handle(ctx, payload) as ReturnType<Handler<typeof Op.Wallet>>;
      });
      process.send?.({ type: 'ready', port: s.port });
    });
  } else if (message.type === 'routes') {
    process.send?.({ type: 'routes', routes: server?.httpRoutes() ?? [] });
  } else if (message.type === 'sample') {
    if (message.gc) (globalThis as { gc?: () => void }).gc?.();
    process.send?.(sample(message.playerId));
  } else {
    void (server?.close() ?? Promise.resolve()).finally(() => {
      fs.rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
