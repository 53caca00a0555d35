// server-pg: engine-independent — every server here names its storage (`:memory:`) or is a child
// process with its own environment, so a second engine would only run the same thing again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLobbyServer } from './app';
import { readConfig } from './config';
import { DEFAULT_ABUSE_LIMITS } from './http/abuse-limits';

describe('readConfig', () => {
  it('defaults', () => {
    expect(readConfig({})).toEqual({
      port: 4000,
      qaMode: false,
      dataDir: './data',
      databaseUrl: undefined,
      corsOrigins: '*',
      logLevel: 'info',
      trustProxy: false,
      abuseLimits: DEFAULT_ABUSE_LIMITS,
    });
  });

  it('reads the environment', () => {
    const c = readConfig({ SERVER_PORT: '4100', QA_MODE: '1', DATA_DIR: '/tmp/d', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(c).toMatchObject({ port: 4100, qaMode: true, dataDir: '/tmp/d', corsOrigins: ['https://a.example', 'https://b.example'] });
  });

  it('refuses QA mode in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production', QA_MODE: '1' })).toThrow(/QA_MODE=1 is refused when NODE_ENV=production/);
    expect(readConfig({ NODE_ENV: 'production' }).corsOrigins).toEqual([]);
  });

  it('refuses demo sign-in in production (DEMO_MODE=1, or OIDC_IDP=1 forcing the demo identity provider on)', () => {
    expect(() => readConfig({ NODE_ENV: 'production', DEMO_MODE: '1' })).toThrow(/DEMO_MODE=1 is refused when NODE_ENV=production/);
    expect(() => readConfig({ NODE_ENV: 'production', OIDC_IDP: '1' })).toThrow(/demo identity provider .* is refused when NODE_ENV=production/);
    expect(readConfig({ NODE_ENV: 'production', DEMO_MODE: '0', OIDC_IDP: '0' }).qaMode).toBe(false);
    expect(readConfig({ NODE_ENV: 'development', DEMO_MODE: '1' }).qaMode).toBe(false);
  });

  it('reads the cluster settings (REDIS_URL, REDIS_PREFIX, PRESENCE_HEARTBEAT_MS, SHUTDOWN_DRAIN_MS) and refuses bad ones', () => {
    expect(readConfig({})).toMatchObject({ redisUrl: undefined, redisPrefix: undefined, heartbeatMs: undefined, drainMs: undefined });
    expect(
      readConfig({ REDIS_URL: ' redis://:pw@10.0.0.5:6380/2 ', REDIS_PREFIX: 'crab:', PRESENCE_HEARTBEAT_MS: '2000', SHUTDOWN_DRAIN_MS: '30000' }),
    ).toMatchObject({ redisUrl: 'redis://:pw@10.0.0.5:6380/2', redisPrefix: 'crab:', heartbeatMs: 2000, drainMs: 30000 });
    expect(readConfig({ REDIS_URL: 'rediss://cache.example:6380' }).redisUrl).toBe('rediss://cache.example:6380');
    expect(() => readConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL must start with redis:\/\/ or rediss:\/\//);
    expect(() => readConfig({ PRESENCE_HEARTBEAT_MS: '0' })).toThrow(/PRESENCE_HEARTBEAT_MS must be a positive integer/);
    expect(() => readConfig({ SHUTDOWN_DRAIN_MS: '5s' })).toThrow(/SHUTDOWN_DRAIN_MS must be a positive integer/);
  });

  it('refuses a bad port or log level', () => {
    expect(() => readConfig({ SERVER_PORT: 'abc' })).toThrow(/SERVER_PORT/);
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('createLobbyServer refuses QA mode in production too', async () => {
    await expect(createLobbyServer({ port: 0, qaMode: true, nodeEnv: 'production', databaseFile: ':memory:' })).rejects.toThrow(/refused/);
  });

  it('createLobbyServer refuses the demo identity provider in production', async () => {
    await expect(
      createLobbyServer({ port: 0, nodeEnv: 'production', databaseFile: ':memory:', identityProvider: { enabled: true } }),
    ).rejects.toThrow(/demo identity provider .* is refused when NODE_ENV=production/);
  });
});

/** Runs `npm run server`'s command with `env`; resolves on exit or on the listening line. */
function runMain(env: Record<string, string>, until: RegExp | 'exit') {
  const tsx = path.resolve(__dirname, '../node_modules/tsx/dist/cli.mjs');
  // The parent's server settings must not leak into the child; only `env` decides.
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development' };
  for (const key of ['QA_MODE', 'DEMO_MODE', 'OIDC_IDP', 'DATABASE_URL', 'DATABASE_POOL_SIZE', 'DATA_DIR', 'SERVER_PORT', 'LOG_LEVEL', 'CORS_ORIGINS']) delete childEnv[key];
  const child = spawn(process.execPath, [tsx, 'server/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: Object.assign(childEnv, env),
  });
  let out = '';
  return new Promise<{ out: string; code: number | null; stop: () => Promise<number | null> }>((resolve) => {
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    const stop = () => {
      child.kill('SIGTERM');
      return exited;
    };
    const onData = (d: Buffer) => {
      out += String(d);
      if (until !== 'exit' && until.test(out)) resolve({ out, code: null, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => resolve({ out, code, stop }));
  });
}

describe('server/main.ts', () => {
  it('refuses NODE_ENV=production with QA_MODE=1 and exits 1', async () => {
    const r = await runMain({ NODE_ENV: 'production', QA_MODE: '1', SERVER_PORT: '0' }, 'exit');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/QA_MODE=1 is refused when NODE_ENV=production/);
  }, 20_000);

  it('refuses NODE_ENV=production with DEMO_MODE=1 and exits 1', async () => {
    const r = await runMain({ NODE_ENV: 'production', DEMO_MODE: '1', SERVER_PORT: '0' }, 'exit');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/lobby server failed to start: DEMO_MODE=1 is refused when NODE_ENV=production/);
  }, 20_000);

  it('a PostgreSQL DATABASE_URL that cannot be reached stops the start with the reason, exit 1', async () => {
    const r = await runMain({ DATABASE_URL: 'postgres://u@127.0.0.1:1/db', SERVER_PORT: '0' }, 'exit');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/lobby server failed to start: .*ECONNREFUSED 127\.0\.0\.1:1/);
  }, 20_000);

  it('refuses a DATABASE_POOL_SIZE that is not a whole number, exit 1', async () => {
    const r = await runMain({ DATABASE_URL: 'postgres://u@127.0.0.1:1/db', DATABASE_POOL_SIZE: 'lots', SERVER_PORT: '0' }, 'exit');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/DATABASE_POOL_SIZE must be a whole number from 1 to 1000 \(got "lots"\)/);
  }, 20_000);

  it('starts, prints where it listens, serves, and stops on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-main-'));
    try {
      const r = await runMain({ QA_MODE: '1', SERVER_PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'warn' }, /listening on (http:\/\/localhost:\d+)/);
      const url = /listening on (http:\/\/localhost:\d+)/.exec(r.out)?.[1];
      expect(url).toBeDefined();
      const health = await fetch(`${url?.replace('localhost', '127.0.0.1')}/healthz`);
      expect(await health.json()).toEqual({ ok: true });
      expect(await r.stop()).toBe(0);
      expect(fs.existsSync(path.join(dir, 'lobby.sqlite'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});
