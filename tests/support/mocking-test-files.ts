/**
 * Which component test files replace a module (`vi.mock` / `vi.doMock`). Vitest applies a
 * file's module mocks to the modules that file loads; in a module graph shared across files
 * (`isolate: false`) a module another file loaded first stays as it was, so these files keep a
 * fresh graph each (project `web-dom`) and the rest share one per worker (`web-dom-shared`,
 * docs/testing.md "isolation"). Derived, not listed: a file that starts mocking moves by itself.
 */
import fs from 'node:fs';
import path from 'node:path';

const MOCKS = /\bvi\.(?:do)?[mM]ock\(/;

/** The files among `testFiles` (paths relative to `root`) that mock a module. */
export function mockingTestFiles(root: string, testFiles: readonly string[]): string[] {
  return testFiles.filter((file) => MOCKS.test(fs.readFileSync(path.join(root, file), 'utf8')));
}
