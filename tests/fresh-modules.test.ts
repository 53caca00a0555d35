import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const CONFIG = path.join(__dirname, 'fresh-modules/vitest.config.ts');
const VITEST = path.join(__dirname, '../node_modules/.bin/vitest');

/** Runs the two fixture files in one worker; its exit code and the worker each file ran in. */
function runFixtures(freshModules: 'on' | 'off'): { status: number | null; workers: string[]; output: string } {
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-modules-')), 'workers');
  fs.writeFileSync(log, '');
  const run = spawnSync(VITEST, ['run', '--config', CONFIG], {
    env: { ...process.env, FRESH_MODULES: freshModules, FRESH_MODULES_LOG: log, CI: '', FORCE_COLOR: '0' },
    encoding: 'utf8',
  });
  const workers = fs.readFileSync(log, 'utf8').split('\n').filter(Boolean);
  fs.rmSync(path.dirname(log), { recursive: true, force: true });
  return { status: run.status, workers, output: run.stdout + run.stderr };
}

it('a component file in a shared worker gets no other file’s mock, its own modules afresh and a new window', () => {
  const fresh = runFixtures('on');
  expect(fresh.status, fresh.output).toBe(0);
  expect(fresh.workers).toHaveLength(2);
  expect(new Set(fresh.workers).size).toBe(1); // both files in the same worker
});

it('without the set-up the same two files fail: the check can tell', () => {
  const shared = runFixtures('off');
  expect(shared.status).not.toBe(0);
  expect(shared.output).toMatch(/1 failed/);
});
