import { defineConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const alias = {
  '@': path.resolve(__dirname, 'src'),
  '@brands': path.resolve(__dirname, 'brands'),
  '@locales': path.resolve(__dirname, 'locales'),
};

function serverProject(name: string, env: Record<string, string> = {}): TestProjectInlineConfiguration {
  return {
    resolve: { alias },
    esbuild: { jsx: 'automatic' },
    test: {
      name,
      env,
      globals: true,
      environment: 'node',
      include: ['server/**/*.test.ts'],
      // each test file opens its own database (or PostgreSQL schema) and ports
      pool: 'forks',
      // A timeout catches a hang, it is not a speed check (speed lives in bench/): a PostgreSQL
      // test that opens servers, sockets and a schema can pass 5 s on a loaded 2-core machine.
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  };
}

/**
 * The server suite runs a second time on PostgreSQL (project `server-pg`, TEST_DB=postgres:
 * server/testing/test-database.ts). Without a reachable PostgreSQL that project is left out
 * with one line saying why — except under CI, where it must run, so the run fails.
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
  return [serverProject('server-pg', { TEST_DB: 'postgres', TEST_DATABASE_URL: url })];
}

export default defineConfig(async (): Promise<ViteUserConfig> => ({
  resolve: { alias },
  esbuild: { jsx: 'automatic' as const },
  test: {
    globals: true,
    restoreMocks: true,
    // Vitest's default leaves one core idle: on a 2-core machine that is one worker, and the
    // suite took twice as long (docs/decisions.md "test time").
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      serverProject('server'),
      ...(await postgresProjects()),
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          globals: true,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'brands/**/*.test.ts', 'bench/**/*.test.ts'],
          setupFiles: ['tests/setup.ts'],
          // above testing-library's 5 s wait (tests/setup.ts), so a wait that fails reports what it
          // looked for rather than the test's timeout
          testTimeout: 15_000,
          server: { deps: { inline: ['next-i18next'] } },
        },
      },
    ],
  },
}));
