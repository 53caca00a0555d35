/**
 * Vitest global set-up of the `server` and `server-pg` projects: migrates and seeds the run's
 * template database once (seeded-template.ts) and hands it to the workers, which copy it for
 * each test server; drops it when the run ends.
 */
import type { TestProject } from 'vitest/node';
import { makeSeededTemplate, TEST_START, type SeededTemplate } from './seeded-template';
import { DEFAULT_TEST_DATABASE_URL } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded template, or null where a project has none. */
    seededTemplate: SeededTemplate | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const env = project.config.env ?? {};
  const engine = env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  const { template, drop } = await makeSeededTemplate(engine, TEST_START, env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL);
  project.provide('seededTemplate', template);
  return drop;
}
