#!/usr/bin/env node
// `npm test`: every test — lint, typecheck, unit/component/server tests (vitest), then the
// browser tests (Playwright in Debian's Chromium). Stops at the first failing step and ends
// with one line counting every test that ran.
const fs = require('node:fs');
const path = require('node:path');
const { BIN, ROOT, run } = require('./lib');
const { ensureServices } = require('./ensure-services');

const results = path.join(ROOT, 'test-results');
const vitestJson = path.join(results, 'vitest.json');
const e2eJson = path.join(results, 'e2e.json');

const steps = [
  ['lint', path.join(BIN, 'eslint'), ['.', '--max-warnings=0']],
  ['typecheck', path.join(BIN, 'tsc'), ['--noEmit']],
  [
    'unit, component and server tests',
    path.join(BIN, 'vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  ],
  ['browser tests', process.execPath, [path.join(__dirname, 'e2e.js')]],
];

/** Passed/failed counts of the vitest and Playwright JSON reports, when present. */
function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    const v = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
    skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  } catch {
    // no report: the step did not run
  }
  try {
    const e = JSON.parse(fs.readFileSync(e2eJson, 'utf8'));
    passed += (e.stats?.expected ?? 0) + (e.stats?.flaky ?? 0);
    failed += e.stats?.unexpected ?? 0;
    skipped += e.stats?.skipped ?? 0;
  } catch {
    // no report: the step did not run
  }
  return { passed, failed, skipped };
}

fs.rmSync(vitestJson, { force: true });
fs.rmSync(e2eJson, { force: true });
const started = Date.now();

async function main() {
  await ensureServices();
  for (const [name, cmd, args] of steps) {
    const t0 = Date.now();
    console.log(`\n━━ ${name} ━━`);
    run(cmd, args, { env: { ...process.env, E2E_JSON_REPORT: e2eJson } });
    console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  }
  const { passed, failed, skipped } = counts();
  console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

main();
