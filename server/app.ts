/**
 * Builds the whole lobby server on one port: HTTP helpers, QA API, lobby and chat sockets,
 * over one database. Tests start it on port 0 with a temporary data folder.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { createSessions } from './auth/sessions';
import { createClock, type Clock } from './clock';
import { assertDemoAllowed, assertQaAllowed, isDemoMode } from './config';
import { createAbuseLimits, readAbuseLimits, type AbuseLimitValues } from './http/abuse-limits';
import { parseTrustProxy, type TrustProxy } from './http/client-address';
import { registerLimitsQaRoute } from './http/limits-qa-route';
import { describeStorage, openDatabase, resolveStorage } from './db/database';
import { migrateToLatest, rebuildSchema } from './db/migrate';
import { repositories } from './db/repositories';
import type { DB } from './db/schema';
import { seedDemoData } from './db/seed';
import { registerPhoneRoutes } from './http/phone-routes';
import { registerPlayerRoutes } from './http/player-routes';
import { registerThirdPartyRoutes } from './http/provider-sign-in';
import { registerSocketTicketRoutes } from './http/socket-ticket-routes';
import { Router } from './http/router';
import { createLogger, type Logger } from './log';
import { readIdentityConfig, readThirdPartyConfig, type IdentityProviderConfig, type ThirdPartyConfig } from './oidc/config';
import { identityStore } from './oidc/identities';
import { createIdentityProvider } from './oidc/identity-provider';
import { createThirdPartyAuth } from './oidc/third-party-auth';
import { FailRules } from './qa/fail-rules';
import { registerQaRoutes } from './qa/qa-routes';
import type { Services } from './services';
import { createOutboxSmsSender } from './sms/sms-sender';
import { createWalletService } from './wallet';
import { HandlerRegistry } from './ws/handler-registry';
import { registerAllHandlers } from './ws/handlers';
import { Hub } from './ws/hub';
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
}

export interface LobbyServer {
  url: string;
  port: number;
  hub: Hub;
  db: Kysely<DB>;
  handlers: HandlerRegistry;
  services: Services;
  close(): Promise<void>;
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

  const hub = new Hub();
  const repos = repositories(db, clock.now);
  const identityProvider = idpConfig.enabled ? createIdentityProvider(idpConfig, identityStore(repos.oidcIdentities), log) : null;
  if (identityProvider && !qaMode) log.warn('demo identity provider is on: anyone can sign in as any /oidc identity');
  const services: Services = {
    repos,
    wallet: createWalletService({ repos, hub, log }),
    hub,
    clock,
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
    failRules: new FailRules(),
    sessions: createSessions({ repos, hub, clock, log, ttlMs: options.tokenTtlMs }),
    sms: createOutboxSmsSender(repos.sms, log, {
      showCodes: process.env.DEMO_MODE === '1' && process.env.NODE_ENV !== 'production',
    }),
    thirdParty: createThirdPartyAuth(options.thirdParty ?? readThirdPartyConfig(process.env), identityProvider, log),
    identityProvider,
  };

  const handlers = new HandlerRegistry();
  registerAllHandlers(handlers);

  const router = new Router({ log, corsOrigins: options.corsOrigins ?? '*', trustProxy: options.trustProxy ?? parseTrustProxy(process.env.TRUST_PROXY) });
  registerPlayerRoutes(router, services);
  registerPhoneRoutes(router, services);
  registerThirdPartyRoutes(router, services);
  registerSocketTicketRoutes(router, services);

  const server = createServer(identityProvider ? identityProvider.wrap(router.listener) : router.listener);
  const sockets = attachSocketServer(server, services, handlers, { keepaliveMs: options.keepaliveMs, limits: options.socketLimits });

  if (qaMode) {
    registerQaRoutes(router, services, async () => {
      sockets.closeAllClients(1012, 'server reset');
      hub.closeAll(1012, 'server reset');
      services.failRules.clear();
      services.abuseLimits.reset();
      clock.reset();
      identityProvider?.reset();
      await rebuildSchema(db);
      await seedDemoData(db, clock.now);
      log.info('qa reset done');
    });
    registerLimitsQaRoute(router, services);
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
  return {
    url: `http://localhost:${port}`,
    port,
    hub,
    db,
    handlers,
    services,
    close() {
      closing ??= (async () => {
        await sockets.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await db.destroy();
      })();
      return closing;
    },
  };
}
