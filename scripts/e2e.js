#!/usr/bin/env node
// `npm run test:e2e`: Playwright in Debian's Chromium against `next start` + the lobby server
// in QA mode (both started by playwright.config.ts). Extra arguments go to Playwright.
const path = require('node:path');
const { BIN, buildIfNeeded, run } = require('./lib');
const { ensureChromium } = require('./ensure-chromium');

const chromium = ensureChromium();
buildIfNeeded({ force: process.env.CI === 'true' });
run(path.join(BIN, 'playwright'), ['test', ...process.argv.slice(2)], {
  env: { ...process.env, CHROMIUM_PATH: chromium, NEXT_TELEMETRY_DISABLED: '1' },
});
