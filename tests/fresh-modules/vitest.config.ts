/**
 * The component project's worker set-up (tests/support/fresh-modules.ts) on two files in one
 * worker, run by tests/fresh-modules.test.ts: each file mocks a module the other must get real,
 * counts on a module the other must get fresh, and leaves the window changed.
 */
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { mockedModules } from '../support/mocked-modules';

const files = ['left-mocked.fixture.ts', 'right-mocked.fixture.ts'];

export default defineConfig({
  test: {
    root: __dirname,
    include: files,
    environment: 'jsdom',
    isolate: false,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    unstubGlobals: true,
    setupFiles: process.env.FRESH_MODULES === 'off' ? [] : [path.join(__dirname, '../support/fresh-modules.ts')],
    provide: { mockedModules: mockedModules(__dirname, files) },
  },
});
