/**
 * `npm run server`: reads the environment and starts the lobby server.
 * Env: SERVER_PORT (4000; 0 picks a free port, printed on the first line), QA_MODE=1, DEMO_MODE=1, DATA_DIR (./data), DATABASE_URL (postgres://… or sqlite:<file>),
 * DATABASE_POOL_SIZE (PostgreSQL connections per process, default 10), CORS_ORIGINS, LOG_LEVEL,
 * TRUST_PROXY (1 or proxy addresses/CIDRs), LIMIT_SMS_PER_ADDRESS_HOUR, LIMIT_SMS_PER_MINUTE, LIMIT_GUESTS_PER_ADDRESS_HOUR,
 * LIMIT_GUESTS_PER_MINUTE (server/http/abuse-limits.ts).
 * Several processes (server/cluster/): REDIS_URL (redis://[user:password@]host:port[/db] or rediss://; unset = one
 * process, nothing else needed) carries every push, presence, duplicate sign-in kicks, the QA clock and fail rules;
 * REDIS_PREFIX (lobby:) prefixes every Redis key and channel, so clusters can share a Redis; PRESENCE_HEARTBEAT_MS
 * (5000): a killed process's players stop counting as online after 3 heartbeats.
 * SIGTERM / SIGINT: graceful shutdown (/readyz answers 503, no new connections, each socket finishes its frame and is
 * told Code.Reconnect, requests in flight finish, Redis and the database close, exit 0); SHUTDOWN_DRAIN_MS (10000)
 * bounds the wait. GET /healthz is liveness, GET /readyz readiness (database and Redis).
 * QA mode and demo sign-in (DEMO_MODE=1, OIDC_IDP=1) are refused with NODE_ENV=production (config.ts).
 */
import { createLobbyServer } from './app';
import { readConfig } from './config';
import { createLogger } from './log';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const log = createLogger({ level: config.logLevel });
  const server = await createLobbyServer({
    port: config.port,
    qaMode: config.qaMode,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    abuseLimits: config.abuseLimits,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    heartbeatMs: config.heartbeatMs,
    drainMs: config.drainMs,
    logger: log,
  });
  process.stdout.write(`lobby server listening on ${server.url}\n`);
  log.info('lobby server started', { port: server.port, qaMode: config.qaMode, dataDir: config.dataDir, redis: config.redisUrl !== undefined });

  const stop = (signal: string) => {
    log.info('stopping', { signal });
    server.shutdown().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error('stop failed', { err });
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`lobby server failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
