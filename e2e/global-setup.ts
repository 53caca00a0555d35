import { qa } from './support/qa-client';

/** One clean, freshly seeded database per run; tests then create their own players. */
export default async function globalSetup() {
  await qa.reset();
}
