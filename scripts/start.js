#!/usr/bin/env node
// `npm start`: builds the site if needed, starts the lobby server (:4000, demo data) and the
// site (:3000), and prints the URL. `--dev` runs `next dev` instead of a production build.
const path = require('node:path');
const { BIN, ROOT, buildIfNeeded, nextAuthSecret, startChild, waitForHttp } = require('./lib');

const dev = process.argv.includes('--dev');
const sitePort = Number(process.env.PORT ?? 3000);
const serverPort = Number(process.env.SERVER_PORT ?? 4000);
const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? 'data');

async function main() {
  if (!dev) buildIfNeeded();
  const children = [];
  const stop = (code) => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  const server = startChild(path.join(BIN, 'tsx'), ['server/main.ts'], {
    SERVER_PORT: String(serverPort),
    DATA_DIR: dataDir,
    // The demo identity provider (LINE, Google, Apple, Facebook sign-in) and its callbacks.
    DEMO_MODE: process.env.DEMO_MODE ?? '1',
    // The site relays bind-phone calls and signs guests in for the browser and names the visitor
    // in X-Forwarded-For: the lobby believes that header from the site's address only.
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    OIDC_REDIRECT_ORIGINS: process.env.OIDC_REDIRECT_ORIGINS ?? `http://localhost:${sitePort},http://*.localhost:${sitePort}`,
  });
  children.push(server);
  const site = startChild(path.join(BIN, 'next'), [dev ? 'dev' : 'start', '-p', String(sitePort)], {
    LOBBY_URL: `http://127.0.0.1:${serverPort}`,
    OIDC_ISSUER_BASE: process.env.OIDC_ISSUER_BASE ?? `http://localhost:${serverPort}`,
    AUTH_TRUST_HOST: 'true',
    NEXTAUTH_SECRET: nextAuthSecret(dataDir),
    NEXT_TELEMETRY_DISABLED: '1',
  });
  children.push(site);
  for (const child of children) {
    child.on('exit', (code) => {
      console.error(`A process stopped (exit ${code}); stopping the others.`);
      stop(code ?? 1);
    });
  }

  await waitForHttp(`http://127.0.0.1:${serverPort}/healthz`);
  await waitForHttp(`http://127.0.0.1:${sitePort}/`, dev ? 180000 : 60000);
  console.log(`\n  ✓ The site is ready: http://localhost:${sitePort}`);
  console.log(`    Lobby server: http://localhost:${serverPort} (data in ${dataDir})`);
  console.log(`    Other brands: http://owl.localhost:${sitePort}, http://dragon.localhost:${sitePort} …\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
