#!/usr/bin/env node
// `npm test`: every test — lint, typecheck, unit/component/server tests (vitest), then the
// browser tests (Playwright in Debian's Chromium). Stops at the first failing step.
const path = require('node:path');
const { BIN, run } = require('./lib');

const steps = [
  ['lint', path.join(BIN, 'eslint'), ['.', '--max-warnings=0']],
  ['typecheck', path.join(BIN, 'tsc'), ['--noEmit']],
  ['unit, component and server tests', path.join(BIN, 'vitest'), ['run']],
  ['browser tests', process.execPath, [path.join(__dirname, 'e2e.js')]],
];

const started = Date.now();
for (const [name, cmd, args] of steps) {
  const t0 = Date.now();
  console.log(`\n━━ ${name} ━━`);
  run(cmd, args);
  console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
