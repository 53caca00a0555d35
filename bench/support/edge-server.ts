/**
 * A lobby server in a child process (bench/support/socket-edge-server.ts), driven over IPC,
 * so its memory is measured apart from the client that floods or fuzzes it
 * (bench/socket-edge.ts, bench/wire-fuzz.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { SocketLimits } from '../../server/ws/socket-limits';
import type { EdgeSample, EdgeServerCommand } from './socket-edge-server';

export class EdgeServer {
  private readonly child: ChildProcess;
  private waiting: ((message: unknown) => void)[] = [];

  constructor() {
    const script = path.resolve(process.cwd(), 'bench/support/socket-edge-server.ts');
    const tsx = path.resolve(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
    this.child = fork(tsx, [script], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim() },
    });
    this.child.on('message', (m) => this.waiting.shift()?.(m));
  }

  private ask<T>(command: EdgeServerCommand): Promise<T> {
    return new Promise((resolve) => {
      this.waiting.push((m) => resolve(m as T));
      this.child.send(command);
    });
  }

  async start(limits: Partial<SocketLimits>): Promise<number> {
    return (await this.ask<{ port: number }>({ type: 'start', limits })).port;
  }

  sample(playerId: number, gc = false): Promise<EdgeSample> {
    return this.ask<EdgeSample>({ type: 'sample', gc, playerId });
  }

  /** The server's HTTP routes. */
  async routes(): Promise<{ method: string; path: string }[]> {
    return (await this.ask<{ routes: { method: string; path: string }[] }>({ type: 'routes' })).routes;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      const force = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
      this.child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      this.child.send({ type: 'stop' } satisfies EdgeServerCommand);
    });
  }
}
