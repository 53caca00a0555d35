import { defineConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { databaseTestFiles } from './tests/support/database-test-files';
import { mockedModules } from './tests/support/mocked-modules';

/**
 * The vitest projects (docs/testing.md): `web-node` (browser-side code that needs no DOM, in
 * Node: most `.test.ts`), `web-dom` (components and hooks in jsdom: every `.test.tsx`, and a
 * `.test.ts` that says `// @vitest-environment jsdom` on its first line), `server` (the lobby
 * server on SQLite) and `server-pg` (the server files that touch a database, again on
 * PostgreSQL). `npm test` runs each project as its own step and times it.
 */
const alias = {
  '@': path.resolve(__dirname, 'src'),
  '@brands': path.resolve(__dirname, 'brands'),
  '@locales': path.resolve(__dirname, 'locales'),
};

const WEB_TEST_ROOTS = ['src', 'tests', 'brands', 'bench'];

/**
 * Every project's test options (an inline project does not take the root config's `test`
 * options: a `restoreMocks` set there restored nothing). Files share workers (`isolate: false`),
 * so a spy (`vi.spyOn`) and a stubbed global (`vi.stubGlobal`) are put back after each test.
 */
const EVERY_PROJECT = { globals: true, restoreMocks: true, unstubGlobals: true } as const;

/** Test files under `dir` (relative to this folder) whose names end with `suffix`. */
function testFiles(dir: string, suffix: string): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(__dirname, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith(suffix)) found.push(child.split(path.sep).join('/'));
    }
  };
  walk(dir);
  return found.sort();
}

function serverProject(name: string, include: string[], env: Record<string, string> = {}): TestProjectInlineConfiguration {
  return {
    resolve: { alias },
    esbuild: { jsx: 'automatic' },
    test: {
      ...EVERY_PROJECT,
      name,
      env,
      environment: 'node',
      include,
      // each test file opens its own database (or PostgreSQL schema) and ports
      pool: 'forks',
      // One module graph per worker: loading the server's graph for each of the 107 files was
      // 184 of the project's 216 s of CPU time; no server file keeps state in a module or mocks
      // one (docs/testing.md "isolation"). Passed with the files in shuffled orders too.
      isolate: false,
      // the run's migrated, seeded database each test server starts from (server/testing/seeded-template.ts)
      globalSetup: ['server/testing/global-setup.ts'],
      // A timeout catches a hang, it is not a speed check (speed lives in bench/): a PostgreSQL
      // test that opens servers, sockets and a schema can pass 5 s on a loaded 2-core machine.
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  };
}

/**
 * `server-pg`: the server test files that touch a database (tests/support/database-test-files.ts)
 * on PostgreSQL (TEST_DB=postgres: server/testing/test-database.ts). Without a reachable
 * PostgreSQL the project is left out with one line saying why — except under CI, where it must
 * run, so the run fails.
 */
async function postgresProjects(): Promise<TestProjectInlineConfiguration[]> {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    const why = `PostgreSQL at ${url.replace(/\/\/[^@/]*@/, '//')} is not reachable (${err instanceof Error ? err.message : String(err)})`;
    if (process.env.CI) throw new Error(`${why}: CI must run the server-pg project`);
    console.log(`server-pg skipped: ${why}; set TEST_DATABASE_URL or start PostgreSQL to run the server tests on it.`);
    return [];
  } finally {
    await client.end().catch(() => undefined);
  }
  const include = databaseTestFiles(__dirname, testFiles('server', '.test.ts'));
  return [serverProject('server-pg', include, { TEST_DB: 'postgres', TEST_DATABASE_URL: url })];
}

function webProject(name: string, environment: 'node' | 'jsdom', include: string[], setupFiles: string[] = []): TestProjectInlineConfiguration {
  return {
    resolve: { alias },
    esbuild: { jsx: 'automatic' },
    test: {
      ...EVERY_PROJECT,
      name,
      environment,
      include,
      setupFiles: [...setupFiles, 'tests/setup.ts'],
      // One worker keeps the libraries it loaded across files (docs/testing.md "isolation").
      isolate: false,
      pool: 'forks',
      // above testing-library's 5 s wait (tests/setup.ts), so a wait that fails reports what it
      // looked for rather than the test's timeout
      testTimeout: 15_000,
      server: { deps: { inline: ['next-i18next'] } },
    },
  };
}

/**
 * `web-dom`: every component test file (`.test.tsx`), in jsdom. Each file gets the project's
 * modules afresh and none of another file's mocks (tests/support/fresh-modules.ts); the
 * libraries stay loaded in the worker.
 */
function componentProject(): TestProjectInlineConfiguration {
  const files = WEB_TEST_ROOTS.flatMap((root) => testFiles(root, '.test.tsx'));
  const project = webProject('web-dom', 'jsdom', files, ['tests/support/fresh-modules.ts']);
  return { ...project, test: { ...project.test, provide: { mockedModules: mockedModules(__dirname, files) } } };
}

export default defineConfig(async (): Promise<ViteUserConfig> => ({
  resolve: { alias },
  esbuild: { jsx: 'automatic' as const },
  test: {
    // Vitest's default leaves one core idle: on a 2-core machine that is one worker, and the
    // suite took twice as long (docs/testing.md).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', 'server/testing/**', '**/*.d.ts', 'src/protocol/generated/**'],
      reporter: [['json', { file: 'coverage-final.json' }]],
    },
    projects: [
      // Without a fresh module graph per file, web-node spends half the CPU time (docs/testing.md
      // "isolation"); its files hold no state across files (checked in shuffled orders).
      webProject('web-node', 'node', WEB_TEST_ROOTS.map((root) => `${root}/**/*.test.ts`)),
      componentProject(),
      serverProject('server', ['server/**/*.test.ts']),
      ...(await postgresProjects()),
    ],
  },
}));
