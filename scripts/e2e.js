#!/usr/bin/env node
// `npm run test:e2e`: Playwright in Debian's Chromium against `next start` + the lobby server
// in QA mode (both started by playwright.config.ts). Extra arguments go to Playwright.
// With spec files named (`npm run test:e2e -- e2e/chat.spec.ts`), only those run: the phases
// around the main one (the first-visit budgets before it, the clock specs after it) are project
// dependencies that Playwright would otherwise run in full, so `--no-deps` is added.
const path = require('node:path');
const { BIN, buildIfNeeded, run } = require('./lib');
const { ensureChromium } = require('./ensure-chromium');

const args = process.argv.slice(2);
const namesSpecs = args.some((arg) => /\.spec\.ts\b/.test(arg));
const chromium = ensureChromium();
buildIfNeeded({ force: process.env.CI === 'true' });
run(path.join(BIN, 'playwright'), ['test', ...(namesSpecs && !args.includes('--no-deps') ? ['--no-deps'] : []), ...args], {
  env: { ...process.env, CHROMIUM_PATH: chromium, NEXT_TELEMETRY_DISABLED: '1' },
});
