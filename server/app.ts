/**
 * Builds the whole lobby server on one port: HTTP helpers, QA API, lobby and chat sockets,
 * over one database, joined to the other processes through the cluster bus (Redis with
 * REDIS_URL, else in process). Tests start it on port 0 with a temporary data folder.
 * `close()` stops at once (tests); `shutdown()` is the graceful stop of SIGTERM.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { createSessions } from './auth/sessions';
import { createClock, type Clock } from './clock';
import type { Bus } from './cluster/bus';
import { joinCluster } from './cluster/cluster-node';
import { readiness } from './cluster/readiness';
import { chatGapReader } from './chat/fan-out';
import { assertDemoAllowed, assertQaAllowed, isDemoMode } from './config';
import { createAbuseLimits, readAbuseLimits, type AbuseLimitValues } from './http/abuse-limits';
import { parseTrustProxy, type TrustProxy } from './http/client-address';
import { registerHealthRoutes } from './http/health-routes';
import { registerLimitsQaRoute } from './http/limits-qa-route';
import { describeStorage, openDatabase, resolveStorage } from './db/database';
import { databaseAnswers } from './db/health';
import { migrateToLatest, rebuildSchema } from './db/migrate';
import { repositories } from './db/repositories';
import type { DB } from './db/schema';
import { seedDemoData } from './db/seed';
import { registerAccountHelperRoutes } from './http/account-helper-routes';
import { registerAnnouncementRoutes } from './announcements/announcements-routes';
import { withGamePages } from './games/game-pages';
import { registerGameRoutes } from './games/game-routes';
import { registerPhoneRoutes } from './http/phone-routes';
import { registerPlayerRoutes } from './http/player-routes';
import { registerRedEnvelopeRoutes } from './http/red-envelope-routes';
import { registerRedeemRoutes } from './redeem/redeem-routes';
import { registerStoreRoutes } from './store/store-routes';
import { withPayPage } from './store/pay-page';
import { registerInvoiceRoutes } from './invoice/invoice-routes';
import { registerClubRoutes } from './club/club-routes';
import { registerThirdPartyRoutes } from './http/provider-sign-in';
import { registerSocketTicketRoutes } from './http/socket-ticket-routes';
import { Router } from './http/router';
import { createLogger, type Logger } from './log';
import { readIdentityConfig, readThirdPartyConfig, type IdentityProviderConfig, type ThirdPartyConfig } from './oidc/config';
import { identityStore } from './oidc/identities';
import { createIdentityProvider } from './oidc/identity-provider';
import { createThirdPartyAuth } from './oidc/third-party-auth';
import { registerQaRoutes } from './qa/qa-routes';
import { HeadshotStore } from './profile/headshot-store';
import { registerRankRoutes } from './rank/rank-routes';
import { registerBanRecordRoutes } from './ban-records/ban-records-routes';
import { registerLiveRoutes } from './live/live-routes';
import { withHeadshotRoutes } from './http/headshot-routes';
import { sweepExpiredEnvelopes } from './red-envelopes/red-envelopes';
import type { Services } from './services';
import { createOutboxSmsSender } from './sms/sms-sender';
import { createWalletService } from './wallet';
import { HandlerRegistry } from './ws/handler-registry';
import { registerAllHandlers } from './ws/handlers';
import type { Hub } from './ws/hub';
import type { SocketLimits } from './ws/socket-limits';
import { attachSocketServer } from './ws/socket-server';

export interface LobbyServerOptions {
  /** 0 picks a free port. Default 4000. */
  port?: number;
  host?: string;
  /** Folder of the SQLite file when neither databaseFile nor databaseUrl is given. */
  dataDir?: string;
  databaseFile?: string;
  databaseUrl?: string;
  qaMode?: boolean;
  clock?: Clock;
  logger?: Logger;
  corsOrigins?: '*' | string[];
  keepaliveMs?: number;
  /** Socket edge bounds (server/ws/socket-limits.ts); tests shorten them. */
  socketLimits?: Partial<SocketLimits>;
  tokenTtlMs?: number;
  /** Defaults to process.env.NODE_ENV; QA mode is refused in production. */
  nodeEnv?: string;
  /** Demo mode (demo accounts start at VIP 3); defaults from env DEMO_MODE=1, never with QA mode. */
  demoMode?: boolean;
  /** Built-in OpenID provider; defaults from env (on in QA mode and with DEMO_MODE=1). */
  identityProvider?: Partial<IdentityProviderConfig>;
  /** Real providers' userinfo endpoints; defaults from env TP_*_USERINFO_URL. */
  thirdParty?: ThirdPartyConfig;
  /** SMS and guest sign-up limits; defaults from env LIMIT_* (server/http/abuse-limits.ts). */
  abuseLimits?: AbuseLimitValues;
  /** Peers whose X-Forwarded-For names the client (server/http/client-address.ts); defaults from env TRUST_PROXY. */
  trustProxy?: TrustProxy;
  /** REDIS_URL: the bus, presence, QA clock and fail rules shared with other processes. */
  redisUrl?: string;
  /** REDIS_PREFIX: prefix of every Redis key and channel (default `lobby:`). */
  redisPrefix?: string;
  /** A bus shared by several servers in one process (tests); instead of redisUrl. */
  bus?: Bus;
  /** How long a chat push waits for the previous seq before the gap is read from the database (200 ms). */
  chatReorderMs?: number;
  /** Presence heartbeat with Redis (5 s). */
  heartbeatMs?: number;
  /** Graceful shutdown: how long in-flight work may take before sockets are cut (10 s). */
  drainMs?: number;
  /** How often this process refunds expired red envelopes nobody touched (60 s). */
  envelopeSweepMs?: number;
}

export interface LobbyServer {
  url: string;
  port: number;
  hub: Hub;
  db: Kysely<DB>;
  handlers: HandlerRegistry;
  /** The HTTP API's routes (QA ones included in QA mode). */
  httpRoutes(): { method: string; path: string }[];
  services: Services;
  /** Stops at once: sockets dropped, connections cut (tests). */
  close(): Promise<void>;
  /**
   * Graceful stop (SIGTERM): not ready any more, no new connections; each socket finishes the
   * frame in hand and is told Code.Reconnect; HTTP requests in flight finish; then Redis and
   * the database close.
   */
  shutdown(): Promise<void>;
}

export async function createLobbyServer(options: LobbyServerOptions = {}): Promise<LobbyServer> {
  const qaMode = options.qaMode ?? false;
  const nodeEnv = options.nodeEnv ?? process.env.NODE_ENV;
  assertQaAllowed(nodeEnv, qaMode);
  const idpConfig = { ...readIdentityConfig(process.env, qaMode), ...options.identityProvider };
  // The demo identity provider, however it was turned on, never runs in production.
  assertDemoAllowed(nodeEnv, { demoMode: false, identityProvider: idpConfig.enabled });
  const clock = options.clock ?? createClock();
  const log = options.logger ?? createLogger();

  const target = options.databaseFile
    ? { kind: 'sqlite' as const, file: options.databaseFile }
    : resolveStorage(options.databaseUrl, options.dataDir ?? './data');
  const db = openDatabase(target);
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) log.info('database migrated', { applied, storage: describeStorage(target) });
    if (await seedDemoData(db, clock.now)) log.info('demo data seeded');
  } catch (err) {
    await db.destroy();
    throw err;
  }

  let node: Awaited<ReturnType<typeof joinCluster>>;
  try {
    node = await joinCluster({
      redisUrl: options.redisUrl,
      redisPrefix: options.redisPrefix,
      bus: options.bus,
      heartbeatMs: options.heartbeatMs,
      reorderMs: options.chatReorderMs,
      clock,
      log,
    });
  } catch (err) {
    await db.destroy();
    throw err;
  }
  const hub = node.hub;
  let shuttingDown = false;
  const repos = repositories(db, clock.now);
  hub.setGapReader(chatGapReader(repos));
  const identityProvider = idpConfig.enabled ? createIdentityProvider(idpConfig, identityStore(repos.oidcIdentities), log) : null;
  if (identityProvider && !qaMode) log.warn('demo identity provider is on: anyone can sign in as any /oidc identity');
  const services: Services = {
    repos,
    wallet: createWalletService({ repos, hub, log }),
    hub,
    clock,
    clockControl: node.clock,
    log,
    qaMode,
    abuseLimits: createAbuseLimits(options.abuseLimits ?? readAbuseLimits(process.env), qaMode),
    demoMode: isDemoMode(
      {
        DEMO_MODE: options.demoMode === undefined ? process.env.DEMO_MODE : options.demoMode ? '1' : '0',
        NODE_ENV: options.nodeEnv ?? process.env.NODE_ENV,
      },
      qaMode,
    ),
    failRules: node.failRules,
    readiness: () =>
      readiness(
        [{ name: 'database', run: () => databaseAnswers(db) }, ...(node.redis ? [{ name: 'redis', run: () => node.check() }] : [])],
        shuttingDown,
      ),
    sessions: createSessions({ repos, hub, clock, log, ttlMs: options.tokenTtlMs }),
    sms: createOutboxSmsSender(repos.sms, log, {
      showCodes: process.env.DEMO_MODE === '1' && process.env.NODE_ENV !== 'production',
    }),
    thirdParty: createThirdPartyAuth(options.thirdParty ?? readThirdPartyConfig(process.env), identityProvider, log),
    identityProvider,
    headshots: new HeadshotStore(options.dataDir ?? './data'),
  };

  // Kicks published while this process was cut off from the bus were lost: find those sessions.
  node.bus.onResync(() => {
    void services.sessions.sweep().catch((err: unknown) => log.warn('session sweep failed', { err: String(err) }));
  });

  const handlers = new HandlerRegistry();
  registerAllHandlers(handlers);

  const router = new Router({ log, corsOrigins: options.corsOrigins ?? '*', trustProxy: options.trustProxy ?? parseTrustProxy(process.env.TRUST_PROXY) });
  registerPlayerRoutes(router, services);
  registerRedEnvelopeRoutes(router, services);
  registerRedeemRoutes(router, services);
  registerStoreRoutes(router, services);
  registerInvoiceRoutes(router, services);
  registerClubRoutes(router, services);
  registerPhoneRoutes(router, services);
  registerThirdPartyRoutes(router, services);
  registerSocketTicketRoutes(router, services);
  registerAccountHelperRoutes(router, services);
  registerRankRoutes(router, services);
  registerLiveRoutes(router, services);
  registerBanRecordRoutes(router, services);
  registerAnnouncementRoutes(router, services);
  registerHealthRoutes(router, services);
  registerGameRoutes(router, services);

  const listener = withPayPage(services, withGamePages(services, withHeadshotRoutes(services, router.listener)));
  const server = createServer(identityProvider ? identityProvider.wrap(listener) : listener);
  const sockets = attachSocketServer(server, services, handlers, { keepaliveMs: options.keepaliveMs, limits: options.socketLimits });

  if (qaMode) {
    // What a reset clears on every process; the shared parts (database, Redis) once.
    const resetHere = () => {
      sockets.closeAllClients(1012, 'server reset');
      hub.closeAll(1012, 'server reset');
      hub.forgetChatOrder();
      services.abuseLimits.reset();
      identityProvider?.reset();
      return 1;
    };
    node.bus.on('qa-reset', resetHere);
    registerQaRoutes(router, services, async () => {
      await node.bus.ask({ t: 'qa-reset' });
      resetHere();
      await services.failRules.clear();
      await node.clock.reset();
      await rebuildSchema(db);
      await seedDemoData(db, clock.now);
      log.info('qa reset done');
    });
    node.bus.on('qa-limits', (m) => {
      services.abuseLimits.set(m.values, m.enforce);
      return 1;
    });
    registerLimitsQaRoute(router, services, async (values, enforce) => {
      await node.bus.ask({ t: 'qa-limits', values: { ...values }, enforce });
    });
    log.warn('QA mode is on: /__qa/* can reset data and mint tokens');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4000, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  identityProvider?.start(`http://localhost:${port}`);

  let closing: Promise<void> | undefined;
  // Red envelopes past their 24 h are refunded on access; this sweep refunds the untouched ones
  // (every process runs it: closing an envelope is one conditional UPDATE, so only one pays).
  const envelopeSweep = setInterval(() => {
    if (closing) return;
    void sweepExpiredEnvelopes(services).catch((err: unknown) => log.warn('red envelope sweep failed', { err: String(err) }));
  }, options.envelopeSweepMs ?? 60_000);
  envelopeSweep.unref();
  const drainMs = options.drainMs ?? 10_000;
  return {
    url: `http://localhost:${port}`,
    port,
    hub,
    db,
    handlers,
    httpRoutes: () => router.list(),
    services,
    close() {
      clearInterval(envelopeSweep);
      closing ??= (async () => {
        await sockets.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await node.close();
        await db.destroy();
      })();
      return closing;
    },
    shutdown() {
      clearInterval(envelopeSweep);
      closing ??= (async () => {
        shuttingDown = true;
        const httpDone = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await sockets.shutdown(drainMs);
        // Requests in flight finish; keep-alive connections close as they go idle.
        const idle = setInterval(() => server.closeIdleConnections(), 50);
        const cap = setTimeout(() => server.closeAllConnections(), drainMs);
        await httpDone;
        clearInterval(idle);
        clearTimeout(cap);
        await node.close();
        await db.destroy();
        log.info('shutdown complete');
      })();
      return closing;
    },
  };
}
