/**
 * Starts the built site (`next start`) and the lobby server in QA mode on their own ports
 * for a bench, the way playwright.config.ts does for the browser tests, and stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BIN, ROOT, buildIfNeeded, waitForHttp } from '../../scripts/lib';

export interface SiteServers {
  siteUrl: string;
  lobbyUrl: string;
  stop(): void;
}

function start(cmd: string, args: string[], env: Record<string, string>, cwd = ROOT): ChildProcess {
  // own process group: stop() ends the command and everything it started
  return spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
}

/** A command for startServers: what to run, where, with which variables. */
export interface ServerCommand {
  cmd: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
}

/**
 * Starts each command in its own process group, waits until `ready` resolves, and returns the
 * function that stops them all (then runs `cleanup`). A command that exits before `ready` fails
 * the start at once (a port taken meanwhile, a crash) and stops the others.
 */
export async function startServers(commands: ServerCommand[], ready: () => Promise<void>, cleanup: () => void = () => {}): Promise<() => void> {
  const children = commands.map(({ cmd, args, env, cwd }) => start(cmd, args, env, cwd));
  const stop = () => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    cleanup();
  };
  let starting = true;
  const exited = new Promise<never>((_, reject) => {
    for (const child of children) {
      child.once('exit', (code, signal) => {
        if (starting) reject(new Error(`${child.spawnargs.slice(0, 2).join(' ')} exited (${code ?? signal}) before answering`));
      });
    }
  });
  try {
    await Promise.race([ready(), exited]);
    return stop;
  } catch (error) {
    stop();
    throw error;
  } finally {
    starting = false;
  }
}

/**
 * Throws when something already listens on `port`. Without this check a server left running by
 * an earlier, interrupted bench answered in place of the new one, which could not bind: the
 * bench then measured an old build whose scripts were gone
 * (docs/decisions/234-bench-refuses-busy-ports.md).
 */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} is already in use (a server left by an earlier run?): stop it or choose other ports`) : error),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/** Builds the site if stale, then starts lobby (QA mode, fresh data) and site on the given ports. */
export async function startSiteServers(sitePort: number, lobbyPort: number): Promise<SiteServers> {
  await assertPortFree(sitePort);
  await assertPortFree(lobbyPort);
  buildIfNeeded();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lobby-'));
  const lobbyUrl = `http://127.0.0.1:${lobbyPort}`;
  const stop = await startServers(
    [
      {
        cmd: path.join(BIN, 'tsx'),
        args: ['server/main.ts'],
        env: {
          SERVER_PORT: String(lobbyPort),
          QA_MODE: '1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          OIDC_REDIRECT_ORIGINS: `http://localhost:${sitePort},http://*.localhost:${sitePort}`,
        },
      },
      {
        cmd: path.join(BIN, 'next'),
        args: ['start', '-p', String(sitePort)],
        env: {
          LOBBY_URL: lobbyUrl,
          LOBBY_PUBLIC_URL: `http://localhost:${lobbyPort}`,
          OIDC_ISSUER_BASE: `http://localhost:${lobbyPort}`,
          AUTH_TRUST_HOST: 'true',
          NEXTAUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
          NEXT_TELEMETRY_DISABLED: '1',
          QA_MODE: '1',
        },
      },
    ],
    async () => {
      await waitForHttp(`${lobbyUrl}/healthz`);
      await waitForHttp(`http://127.0.0.1:${sitePort}/zh_tw`, 120_000);
    },
    () => fs.rmSync(dataDir, { recursive: true, force: true }),
  );
  return { siteUrl: `http://crab.localhost:${sitePort}`, lobbyUrl, stop };
}

/**
 * Signs a new QA player in through the QA-only `qa-token` provider (as e2e's
 * `Site.signInWithToken` does) and returns the cookies of the session.
 */
export async function signedInCookies(siteUrl: string, lobbyUrl: string): Promise<string> {
  const created = await fetch(`${lobbyUrl}/__qa/players`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Name: 'bench', VIPLevel: 3, Gold: 1_234_567, Gems: 890 }),
  });
  if (!created.ok) throw new Error(`QA player: ${created.status} ${await created.text()}`);
  const { Token } = (await created.json()) as { Token: string };
  // crab.localhost resolves to loopback in Chromium, not always in Node: ask 127.0.0.1 with its Host
  const origin = new URL(siteUrl);
  const local = `http://127.0.0.1:${origin.port}`;
  const headers = { host: origin.host };
  const csrf = await fetch(`${local}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const callback = await fetch(`${local}/api/auth/callback/qa-token`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, cookie: csrfCookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken, token: Token, json: 'true' }),
  });
  const session = callback.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.startsWith('next-auth.session-token='));
  if (session.length === 0) throw new Error(`qa-token sign-in answered ${callback.status} without a session`);
  return session.join('; ');
}
