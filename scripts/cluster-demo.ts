// The three-process setup of docs/deploy.md on one machine: three lobby processes (:4001-4003)
// on PostgreSQL and Redis, two Next.js instances (:3001, :3002) and nginx (:8080) running
// deploy/nginx.conf unchanged. `--check` drives it through nginx (the page, a guest sign-in on
// /api/v1, a socket ticket and a chat socket on /ws/chat, readiness of every process), prints
// what it saw and stops everything; without it the setup stays up until Ctrl-C.
//   npx tsx scripts/cluster-demo.ts [--check]   (DATABASE_URL, REDIS_URL override the local ones)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { AccountPath, Code, Op, Provider, ReadyPath } from '../src/protocol';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BIN, ROOT, buildIfNeeded, waitForHttp } = require('./lib') as {
  BIN: string;
  ROOT: string;
  buildIfNeeded(): void;
  waitForHttp(url: string, timeoutMs?: number): Promise<void>;
};

const check = process.argv.includes('--check');
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres?options=-c%20search_path%3Dcluster_demo';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PUBLIC = 'http://localhost:8080';
const LOBBY_PORTS = [4001, 4002, 4003];
const WEB_PORTS = [3001, 3002];
const children: ChildProcess[] = [];

function start(name: string, cmd: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += String(d)));
  child.stderr?.on('data', (d: Buffer) => (out += String(d)));
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} stopped (${code ?? signal}):\n${out.slice(-2000)}`);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stopAll(code: number): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
  setTimeout(() => process.exit(code), 3000).unref();
}

function schemaOf(url: string): string | null {
  const match = /search_path(?:=|%3D)([A-Za-z_][A-Za-z0-9_]*)/.exec(url);
  return match?.[1] ?? null;
}

async function main(): Promise<void> {
  const nginx = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  const schema = schemaOf(DATABASE_URL);
  if (schema) spawnSync('psql', [DATABASE_URL.split('?')[0] ?? DATABASE_URL, '-qc', `CREATE SCHEMA IF NOT EXISTS ${schema}`], { stdio: 'inherit' });
  buildIfNeeded();

  const lobbyEnv = {
    DATABASE_URL, REDIS_URL, REDIS_PREFIX: 'cluster-demo:', DEMO_MODE: '1', TRUST_PROXY: '127.0.0.1',
    OIDC_ISSUER_BASE: PUBLIC, OIDC_REDIRECT_ORIGINS: PUBLIC, CORS_ORIGINS: PUBLIC,
  };
  // All at once: migrations and the demo seed run once (advisory lock), the others wait.
  LOBBY_PORTS.forEach((port, i) => start(`lobby ${i + 1}`, process.execPath, ['--import', 'tsx', 'server/main.ts'], { ...lobbyEnv, SERVER_PORT: String(port) }));
  const secret = randomBytes(32).toString('base64url');
  WEB_PORTS.forEach((port, i) =>
    start(`web ${i + 1}`, path.join(BIN, 'next'), ['start', '-p', String(port)], {
      LOBBY_URL: 'http://127.0.0.1:8080', LOBBY_PUBLIC_URL: PUBLIC, NEXTAUTH_URL: PUBLIC, NEXTAUTH_SECRET: secret,
      AUTH_TRUST_HOST: 'true', OIDC_ISSUER_BASE: PUBLIC, NEXT_TELEMETRY_DISABLED: '1',
    }),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-demo-'));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log ${dir}/access.log;\n  include ${path.join(ROOT, 'deploy/nginx.conf')};\n}\n`,
  );
  start('nginx', nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {});

  for (const port of LOBBY_PORTS) await waitForHttp(`http://127.0.0.1:${port}${ReadyPath}`, 60000);
  for (const port of WEB_PORTS) await waitForHttp(`http://127.0.0.1:${port}/`, 60000);
  await waitForHttp(`${PUBLIC}/`, 10000);
  console.log(`\n  ✓ three lobby processes, two web instances and nginx: ${PUBLIC}\n`);
  if (!check) return;

  const seen: string[] = [];
  for (const port of LOBBY_PORTS) {
    const r = await fetch(`http://127.0.0.1:${port}${ReadyPath}`);
    seen.push(`lobby :${port} /readyz → ${r.status} ${JSON.stringify(((await r.json()) as { checks: unknown }).checks)}`);
  }
  const page = await fetch(`${PUBLIC}/`);
  seen.push(`GET ${PUBLIC}/ → ${page.url} ${page.status} (${page.headers.get('content-security-policy') ? 'with' : 'without'} CSP)`);
  const signIn = await fetch(`${PUBLIC}${AccountPath.SignIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ SiteID: 'crab', Lang: 'zh_tw', TPType: Provider.guest }),
  });
  const signed = (await signIn.json()) as { Code: number; Result: { Token: string } };
  seen.push(`POST ${AccountPath.SignIn} (guest) → ${signIn.status} Code ${signed.Code}`);
  const token = signed.Result.Token;
  const ticketReply = await fetch(`${PUBLIC}${AccountPath.SocketTicket}`, { method: 'POST', headers: { 'content-type': 'application/json', 'api-token': token }, body: '{}' });
  const ticket = ((await ticketReply.json()) as { Result: { Ticket: string } }).Result.Ticket;
  seen.push(`POST ${AccountPath.SocketTicket} → ${ticketReply.status}`);
  const initCodes = await Promise.all(
    [0, 1, 2].map(
      (i) =>
        new Promise<number>((resolve, reject) => {
          const ws = new WebSocket(`ws://localhost:8080/ws/chat`);
          ws.on('open', () => ws.send(JSON.stringify({ OP: Op.Init, Token: i === 0 ? ticket : token, CloseRSA: true })));
          ws.on('message', (data) => {
            resolve((JSON.parse(String(data)) as { Code: number }).Code);
            ws.close();
          });
          ws.on('error', reject);
        }),
    ),
  );
  seen.push(`3 × WebSocket /ws/chat init through nginx (1 ticket, 2 tokens) → Codes ${initCodes.join(', ')}`);
  console.log(seen.map((s) => `  ${s}`).join('\n'));
  const ok = page.status === 200 && signed.Code === Code.HttpOk && initCodes.every((c) => c === Code.Ok);
  console.log(ok ? '\n  ✓ everything answered through nginx' : '\n  ✗ something failed (above)');
  stopAll(ok ? 0 : 1);
}

process.on('SIGINT', () => stopAll(0));
main().catch((err) => {
  console.error(err);
  stopAll(1);
});
