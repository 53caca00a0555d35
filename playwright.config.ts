import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import os from 'node:os';

/**
 * Browser tests: Debian's Chromium headless shell (never a downloaded browser;
 * scripts/ensure-chromium.js) against `next start` and the
 * lobby server in QA mode, at a phone and a desktop viewport, in two brands. Brands are
 * chosen by host: Chromium resolves *.localhost to loopback, and the site maps the host to a brand.
 * Ports 3300/4300 keep the tests clear of a running `npm start` (3000/4000).
 */
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300);
const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 4300);
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `e2e-lobby-${process.pid}`);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const E2E = { SITE_PORT, SERVER_PORT, serverUrl: `http://127.0.0.1:${SERVER_PORT}` };

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const desktop = { viewport: { width: 1280, height: 800 } };
const CLOCK_SPECS = /\.clock\.spec\.ts$/;
const FIRST_VISIT_SPECS = /budget\.spec\.ts$/;
/** Every project but the two phases around it: the first-visit budgets before, the clock specs after. */
const MAIN_PHASE = { testIgnore: [CLOCK_SPECS, FIRST_VISIT_SPECS], dependencies: ['first-visit'] };

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results/e2e-artifacts',
  // a hung test, not a slow one: on a machine about half as fast as usual (stop 23's), a clean-clone
  // run put three two-player or two-popup flows past 60 s
  timeout: 120_000,
  // What the page shows after hydration and a socket reply: on a loaded 2-core machine (stop 27's
  // clean-clone runs, every test about twice as slow as usual) the lobby socket opened 11 s after a
  // navigation, and checks that take 1–2 s on a quiet machine missed 10 s. Only a failing check
  // waits the whole time.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  // A test that passes only on its retry fails the run (docs/testing.md, "flakes"): CI retries
  // once so the flake is named as such in the report (and by `npm test`), never passed over.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  failOnFlakyTests: true,
  // `npm test` asks for a JSON report to count the tests in its closing line
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : 'list',
  globalSetup: './e2e/global-setup.ts',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions,
    // recording a trace costs every test about a quarter of its CPU time on a 2-core machine: CI and
    // `npm test` (E2E_TRACE) record the retry of a failure; `npm run test:e2e` keeps a failure's trace
    trace: (process.env.E2E_TRACE as 'on-first-retry' | undefined) ?? (process.env.CI ? 'on-first-retry' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
  },
  // Which project runs what (docs/decisions/032-e2e-projects-and-clock.md): every spec runs in crab
  // at the phone size. Tests tagged @both (what the brand or the size changes: layouts, the grid,
  // the game window, the menus, owl's own store and VIP figures) also run in owl at the desktop
  // size; tests tagged both @both and @live-brand (features only crab offers, at a size that
  // changes them) also run in crab at the desktop size, since owl would skip them.
  // A run has three phases (project dependencies, skipped by scripts/e2e.js when spec files are
  // named): the first-visit budgets on a site nobody has written to yet, then everything else,
  // then the specs that move the clock.
  projects: [
    {
      // What a first visit downloads (e2e/budget.spec.ts), measured before any other test runs:
      // a win banner or a chat line another test pushes to every page brings the font slices of
      // its Chinese characters into the count (a clean-clone run measured the live room 19 KiB over
      // its usual 336 KiB; which push it was is not known).
      name: 'first-visit',
      testMatch: FIRST_VISIT_SPECS,
      use: { ...phone, baseURL: `http://crab.localhost:${SITE_PORT}`, launchOptions },
      metadata: { brand: 'crab' },
    },
    {
      name: 'crab-phone',
      ...MAIN_PHASE,
      use: { ...phone, baseURL: `http://crab.localhost:${SITE_PORT}`, launchOptions },
      metadata: { brand: 'crab' },
    },
    {
      name: 'owl-desktop',
      ...MAIN_PHASE,
      grep: /@both\b/,
      use: { ...desktop, baseURL: `http://owl.localhost:${SITE_PORT}`, launchOptions },
      metadata: { brand: 'owl' },
    },
    {
      name: 'crab-desktop',
      ...MAIN_PHASE,
      grep: /^(?=.*@live-brand\b)(?=.*@both\b)/,
      use: { ...desktop, baseURL: `http://crab.localhost:${SITE_PORT}`, launchOptions },
      metadata: { brand: 'crab' },
    },
    {
      // Specs that move the lobby's shared clock (daily limits): after every other test,
      // one at a time, so no other test sees time jump. Each spec sets its own viewports.
      name: 'server-clock',
      testMatch: CLOCK_SPECS,
      dependencies: ['crab-phone', 'owl-desktop', 'crab-desktop'],
      workers: 1,
      fullyParallel: false,
      use: { ...phone, baseURL: `http://crab.localhost:${SITE_PORT}`, launchOptions },
      metadata: { brand: 'crab' },
    },
  ],
  webServer: [
    {
      command: 'npx tsx server/main.ts',
      url: `http://127.0.0.1:${SERVER_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        SERVER_PORT: String(SERVER_PORT),
        QA_MODE: '1',
        DATA_DIR,
        LOG_LEVEL: 'warn',
        // next-auth's callbacks of every brand host of the site under test may receive codes
        OIDC_REDIRECT_ORIGINS: `http://localhost:${SITE_PORT},http://*.localhost:${SITE_PORT}`,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx next start -p ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/zh_tw`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        LOBBY_URL: `http://127.0.0.1:${SERVER_PORT}`,
        LOBBY_PUBLIC_URL: `http://localhost:${SERVER_PORT}`,
        // LINE, Google, Apple and Facebook sign in at the lobby's QA identity provider
        OIDC_ISSUER_BASE: `http://localhost:${SERVER_PORT}`,
        AUTH_TRUST_HOST: 'true',
        NEXTAUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
        NEXT_TELEMETRY_DISABLED: '1',
        // `?liff=fake`: the fake LIFF adapter (tokens from the lobby's QA identity provider)
        QA_FAKES: '1',
        // the QA-only `qa-token` sign-in (src/features/auth/qa-token-provider.ts)
        QA_MODE: '1',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
