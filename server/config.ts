/**
 * Environment → server options. Kept apart from main.ts so the refusal rules are testable.
 */
import { readAbuseLimits, type AbuseLimitValues } from './http/abuse-limits';
import { parseTrustProxy, type TrustProxy } from './http/client-address';
import type { LogLevel } from './log';

export interface ServerConfig {
  port: number;
  qaMode: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  corsOrigins: '*' | string[];
  logLevel: LogLevel;
  /** TRUST_PROXY (1, or trusted proxy addresses/CIDRs): who may name the client in X-Forwarded-For. */
  trustProxy: TrustProxy;
  /** LIMIT_SMS_PER_ADDRESS_HOUR, LIMIT_SMS_PER_MINUTE, LIMIT_GUESTS_PER_ADDRESS_HOUR, LIMIT_GUESTS_PER_MINUTE. */
  abuseLimits: AbuseLimitValues;
  /** REDIS_URL (redis://…): several processes share pushes, presence, the QA clock. */
  redisUrl: string | undefined;
  /** REDIS_PREFIX: prefix of every Redis key and channel (default `lobby:`). */
  redisPrefix: string | undefined;
  /** PRESENCE_HEARTBEAT_MS: how often presence is renewed in Redis (5000). */
  heartbeatMs: number | undefined;
  /** SHUTDOWN_DRAIN_MS: graceful shutdown's bound on in-flight work (10000). */
  drainMs: number | undefined;
}

/** An optional positive integer setting; undefined when unset. */
function positiveInt(env: Record<string, string | undefined>, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) === 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return Number(raw);
}

/** QA mode can reset data and mint tokens: never in production. */
export function assertQaAllowed(nodeEnv: string | undefined, qaMode: boolean): void {
  if (qaMode && nodeEnv === 'production') {
    throw new Error(
      'QA_MODE=1 is refused when NODE_ENV=production: the QA API can wipe data and sign in as anyone.',
    );
  }
}

/**
 * Demo sign-in (DEMO_MODE=1, or the built-in identity provider forced on with OIDC_IDP=1)
 * signs anyone in as any identity they type: never in production.
 */
export function assertDemoAllowed(nodeEnv: string | undefined, demo: { demoMode: boolean; identityProvider: boolean }): void {
  if (nodeEnv !== 'production') return;
  if (demo.demoMode) {
    throw new Error('DEMO_MODE=1 is refused when NODE_ENV=production: its demo sign-in lets anyone sign in as any identity they type.');
  }
  if (demo.identityProvider) {
    throw new Error(
      'The demo identity provider (OIDC_IDP=1 or DEMO_MODE=1) is refused when NODE_ENV=production: it signs anyone in as any identity they type.',
    );
  }
}

/**
 * Demo mode (DEMO_MODE=1, set by `npm start`): friendlier starting accounts for visitors.
 * Never with QA mode (tests keep the spec's rules) nor in production.
 * @example isDemoMode({ DEMO_MODE: '1' }, false) // true
 */
export function isDemoMode(env: Record<string, string | undefined>, qaMode: boolean): boolean {
  return env.DEMO_MODE === '1' && !qaMode && env.NODE_ENV !== 'production';
}

/** REDIS_URL must be redis:// or rediss:// (TLS); empty means no Redis. */
export function readRedisUrl(raw: string | undefined): string | undefined {
  const url = raw?.trim();
  if (!url) return undefined;
  if (!/^rediss?:\/\/.+/i.test(url)) throw new Error('REDIS_URL must start with redis:// or rediss://');
  return url;
}

const LEVELS: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  const qaMode = env.QA_MODE === '1';
  assertQaAllowed(env.NODE_ENV, qaMode);
  assertDemoAllowed(env.NODE_ENV, { demoMode: env.DEMO_MODE === '1', identityProvider: env.OIDC_IDP === '1' });

  const rawPort = env.SERVER_PORT ?? '4000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) throw new Error(`SERVER_PORT must be a port number, got "${rawPort}"`);

  const level = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}`);

  // Outside production any origin may call (the web app runs on another port in dev).
  const origins = env.CORS_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean);
  const corsOrigins = origins && origins.length > 0 ? origins : env.NODE_ENV === 'production' ? [] : '*';

  return {
    port,
    qaMode,
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL,
    corsOrigins,
    logLevel: level,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    abuseLimits: readAbuseLimits(env),
    redisUrl: readRedisUrl(env.REDIS_URL),
    redisPrefix: env.REDIS_PREFIX || undefined,
    heartbeatMs: positiveInt(env, 'PRESENCE_HEARTBEAT_MS'),
    drainMs: positiveInt(env, 'SHUTDOWN_DRAIN_MS'),
  };
}
