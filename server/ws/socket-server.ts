/**
 * WebSocket endpoints `/ws/lobby` and `/ws/chat` on the HTTP server, with a ping/pong
 * keepalive that drops peers that stopped answering (dead mobile connections), and the
 * per-socket bounds of socket-limits.ts. `shutdown` is the graceful stop (SIGTERM): no new
 * sockets, every open one finishes its frame in hand and is told to reconnect elsewhere.
 */
import type { Server } from 'node:http';
import { WebSocketServer, type ServerOptions, type WebSocket } from 'ws';
import type { Services } from '../services';
import { Connection, MAX_FRAME_BYTES } from './connection';
import type { HandlerRegistry } from './handler-registry';
import type { SocketKind } from './hub';
import { socketLimits, type SocketLimits } from './socket-limits';

/**
 * ws itself refuses (close 1009) frames above this; between MAX_FRAME_BYTES and here we
 * answer Code.FrameTooLarge and keep the socket, which is friendlier to a buggy client.
 */
export const WS_MAX_PAYLOAD = MAX_FRAME_BYTES + 16 * 1024;

const PATHS: Record<string, SocketKind> = { '/ws/lobby': 'lobby', '/ws/chat': 'chat' };

export interface SocketServerOptions {
  keepaliveMs?: number;
  /** Overrides of DEFAULT_SOCKET_LIMITS (tests shorten the times). */
  limits?: Partial<SocketLimits>;
}

export function attachSocketServer(
  server: Server,
  services: Services,
  registry: HandlerRegistry,
  options: SocketServerOptions = {},
) {
  const limits = socketLimits(options.limits);
  // closeTimeout (ws ≥ 8.19; not in @types/ws yet): how long a closed socket's peer has to
  // answer the close frame before ws destroys the connection (default 30 s).
  const wsOptions: ServerOptions & { closeTimeout: number } = {
    noServer: true,
    maxPayload: WS_MAX_PAYLOAD,
    perMessageDeflate: false,
    closeTimeout: limits.closeGraceMs,
  };
  const wss = new WebSocketServer(wsOptions);
  const alive = new WeakMap<WebSocket, boolean>();
  const connections = new WeakMap<WebSocket, Connection>();
  let nextId = 1;
  let accepting = true;

  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const kind = PATHS[path];
    if (!kind) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (!accepting) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const id = nextId++;
      alive.set(ws, true);
      ws.on('pong', () => alive.set(ws, true));
      connections.set(ws, new Connection(ws, kind, services, registry, services.log.child({ conn: id, socket: kind }), limits));
      services.log.debug('socket opened', { conn: id, socket: kind });
    });
  });

  const timer = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, options.keepaliveMs ?? 30_000);

  return {
    /** Stops the keepalive and drops every socket. */
    close(): Promise<void> {
      clearInterval(timer);
      for (const ws of wss.clients) ws.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
    /**
     * Graceful stop: refuses new sockets, lets each socket finish the frame it is handling,
     * tells it Code.Reconnect and closes it 1012; sockets still open after `timeoutMs` are cut.
     */
    async shutdown(timeoutMs: number): Promise<void> {
      accepting = false;
      clearInterval(timer);
      const all = [...wss.clients].map((ws) => connections.get(ws)?.shutdown() ?? Promise.resolve(ws.close(1012)));
      let cap: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(all), new Promise((resolve) => (cap = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(cap);
      // Let the close handshakes finish (the Reconnect frame must leave first), then cut the rest.
      for (let waited = 0; wss.clients.size > 0 && waited < limits.closeGraceMs; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
    /** Closes every socket, initialised or not (QA reset). */
    closeAllClients(code: number, reason: string): void {
      for (const ws of wss.clients) (connections.get(ws) ?? ws).close(code, reason);
    },
    clientCount: () => wss.clients.size,
  };
}
