/**
 * The ordered list of migrations. A static provider (not a folder scan) so the server
 * works the same under tsx, vitest and a bundler. Add new files as `002-…` here.
 */
import type { Migration } from 'kysely/migration';
import * as initialSchema from './001-initial-schema';

export const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
};
