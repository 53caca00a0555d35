#!/usr/bin/env node
// `npm test`: every test — lint, typecheck, the build, the vitest projects (web-node, web-dom,
// server on SQLite, server-pg on PostgreSQL), the bench smoke run, then the browser tests
// (Playwright in Debian's Chromium). Steps of one stage run side by side where the two cores
// have room (docs/testing.md); a failing step stops the run. It ends with the wall time of every
// step, line and branch coverage, and one line counting every test that ran.
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { BIN, ROOT, buildCommands } = require('./lib');
const { ensureServices } = require('./ensure-services');
const { ensureChromium } = require('./ensure-chromium');
const { coverageReport } = require('./coverage-report');
const { playwrightSummary, vitestSummary } = require('./test-reports');

const RESULTS = path.join(ROOT, 'test-results');
const VITEST_DIR = path.join(RESULTS, 'vitest');
const COVERAGE_DIR = path.join(RESULTS, 'coverage');
const E2E_JSON = path.join(RESULTS, 'e2e.json');

/** Files each vitest project measures coverage of (the server imports src/protocol too). */
const COVERAGE_INCLUDE = {
  'web-node': ['src/**/*.{ts,tsx}'],
  'web-dom': ['src/**/*.{ts,tsx}'],
  server: ['server/**/*.ts', 'src/protocol/**/*.ts'],
  'server-pg': ['server/**/*.ts', 'src/protocol/**/*.ts'],
};

function vitestStep(project) {
  const args = [
    'run',
    `--project=${project}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(VITEST_DIR, `${project}.json`)}`,
    '--coverage.enabled',
    `--coverage.reportsDirectory=${path.join(COVERAGE_DIR, project)}`,
    ...COVERAGE_INCLUDE[project].map((glob) => `--coverage.include=${glob}`),
  ];
  return { name: `vitest ${project}`, commands: [[path.join(BIN, 'vitest'), args]] };
}

/**
 * The stages, in order; the steps of a stage run at the same time. Lint and typecheck are one
 * thread each and the build waits on one thread for long stretches, so they share the cores;
 * each vitest project and the browser tests use both cores on their own.
 */
function stages({ postgres }) {
  const chromium = ensureChromium();
  return [
    [
      { name: 'lint', commands: [[path.join(BIN, 'eslint'), ['.', '--max-warnings=0']]] },
      { name: 'typecheck', commands: [[path.join(BIN, 'tsc'), ['--noEmit']]] },
      // typecheck runs beside it: the build need not check the same types (next.config.ts)
      { name: 'build', commands: buildCommands({ force: process.env.CI === 'true' }), env: { BUILD_SKIP_TYPECHECK: '1' } },
    ],
    // the bench smoke run keeps about one core busy (its load generators wait on the servers):
    // web-node fills the other
    [vitestStep('web-node'), { name: 'bench smoke', commands: [[path.join(BIN, 'tsx'), ['bench/run.ts', 'smoke']]] }],
    [vitestStep('web-dom')],
    [vitestStep('server')],
    ...(postgres ? [[vitestStep('server-pg')]] : []),
    [
      {
        name: 'browser tests',
        commands: [[path.join(BIN, 'playwright'), ['test']]],
        // the same run with or without CI set: one retry, so a flake is named as one (and fails),
        // and a trace only of that retry (recording every test cost a quarter of its CPU time)
        env: { CHROMIUM_PATH: chromium, E2E_JSON_REPORT: E2E_JSON, E2E_RETRIES: '1', E2E_TRACE: 'on-first-retry' },
      },
    ],
  ];
}

const running = new Set();

/** The machine's CPU counters (Linux `/proc/stat`): busy and total jiffies over every core; null elsewhere. */
function cpuTimes() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    const idle = fields[3] + (fields[4] ?? 0); // idle + iowait
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** Share of every core busy between two readings of cpuTimes(), in percent; null when unknown. */
function busyPercent(before, after) {
  if (!before || !after || after.total === before.total) return null;
  return (100 * (after.busy - before.busy)) / (after.total - before.total);
}

/** Runs one command; resolves its exit code. Output goes to the terminal or, when `buffer`, to `log`. */
function runCommand(cmd, args, env, buffer, log) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: buffer ? '0' : process.env.FORCE_COLOR, ...env },
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    if (buffer) {
      child.stdout.on('data', (chunk) => log.push(chunk));
      child.stderr.on('data', (chunk) => log.push(chunk));
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs a step's commands in order; records its start, wall time and outcome. */
async function runStep(step, buffer, started, timings) {
  const t0 = Date.now();
  const cpu0 = cpuTimes();
  const log = [];
  if (!buffer) console.log(`\n━━ ${step.name} ━━`);
  let code = 0;
  for (const [cmd, args] of step.commands) {
    code = await runCommand(cmd, args, step.env ?? {}, buffer, log);
    if (code !== 0) break;
  }
  const row = {
    name: step.name,
    start: (t0 - started) / 1000,
    wall: (Date.now() - t0) / 1000,
    cpu: busyPercent(cpu0, cpuTimes()),
    ok: code === 0,
  };
  timings.push(row);
  if (buffer) {
    console.log(`\n━━ ${step.name} ━━`);
    process.stdout.write(Buffer.concat(log).toString('utf8'));
  }
  console.log(`${row.ok ? '✓' : '✗'} ${step.name} (${row.wall.toFixed(1)} s)`);
  return row.ok;
}

function printTable(timings, subRows, total) {
  console.log('\n━━ where the time went (wall seconds; steps of one stage overlap; cpu: share of all cores busy) ━━');
  console.log(`${'step'.padEnd(34)}${'start'.padStart(8)}${'wall'.padStart(8)}${'cpu'.padStart(7)}`);
  for (const row of timings) {
    const cpu = row.cpu === null ? '' : `${row.cpu.toFixed(0)} %`;
    console.log(`${`${row.ok ? '' : '✗ '}${row.name}`.padEnd(34)}${row.start.toFixed(0).padStart(8)}${row.wall.toFixed(0).padStart(8)}${cpu.padStart(7)}`);
    for (const sub of subRows[row.name] ?? []) {
      console.log(`${`  ${sub.name}`.padEnd(34)}${sub.start.toFixed(0).padStart(8)}${sub.wall.toFixed(0).padStart(8)}`);
    }
  }
  console.log(`${'total'.padEnd(34)}${''.padStart(8)}${total.toFixed(0).padStart(8)}`);
}

async function main() {
  fs.rmSync(VITEST_DIR, { recursive: true, force: true });
  fs.rmSync(COVERAGE_DIR, { recursive: true, force: true });
  fs.rmSync(E2E_JSON, { force: true });
  fs.mkdirSync(VITEST_DIR, { recursive: true });
  // under CI server-pg must run: the step fails if PostgreSQL is not there
  const postgres = (await ensureServices()).PostgreSQL || Boolean(process.env.CI);
  const started = Date.now();
  const timings = [];
  let ok = true;
  for (const stage of stages({ postgres })) {
    const buffer = stage.length > 1;
    if (buffer) console.log(`\n━━ ${stage.map((step) => step.name).join(', ')}: side by side, each one's output when it ends ━━`);
    const results = await Promise.all(stage.map((step) => runStep(step, buffer, started, timings)));
    if (results.includes(false)) {
      ok = false;
      break;
    }
  }
  const total = (Date.now() - started) / 1000;
  const vitest = vitestSummary(VITEST_DIR);
  const browser = playwrightSummary(E2E_JSON, started);
  printTable(timings, { 'browser tests': browser.projects }, total);
  if (browser.flaky.length > 0) {
    console.log(`\n✗ ${browser.flaky.length} browser test(s) passed only on a retry (flaky: a failure, docs/testing.md):`);
    for (const name of browser.flaky) console.log(`  ${name}`);
  }
  if (ok) coverageReport(COVERAGE_DIR);
  const passed = vitest.passed + browser.passed;
  const failed = vitest.failed + browser.failed + browser.flaky.length;
  const skipped = vitest.skipped + browser.skipped;
  console.log(ok ? `\nAll steps passed in ${total.toFixed(0)} s.` : `\n✗ A step failed after ${total.toFixed(0)} s.`);
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exitCode = ok && failed === 0 ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(1);
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
