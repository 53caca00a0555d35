/**
 * Every module a test file replaces (`vi.mock` / `vi.doMock`), as the component tests' set-up
 * must undo them (tests/support/fresh-modules.ts). The component files share a worker's loaded
 * libraries but not their own modules or mocks: before each file the set-up drops the mocks
 * any file may have left and the project's own modules (docs/testing.md "isolation"). Derived
 * from the files, not listed: a file that starts mocking a module is covered by itself.
 */
import fs from 'node:fs';
import path from 'node:path';

const MOCK_CALL = /\bvi\.(?:do)?[mM]ock\(\s*(['"])([^'"]+)\1/g;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** `specifier` as the set-up file can name it: a relative one as an absolute file path. */
function fromAnywhere(specifier: string, testFile: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = path.resolve(path.dirname(testFile), specifier);
  const found = ['', ...SOURCE_EXTENSIONS].map((ext) => base + ext).find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${testFile} mocks ${specifier}, which names no source file`);
  return found;
}

/** The modules the files among `testFiles` (paths relative to `root`) mock, each once, sorted. */
export function mockedModules(root: string, testFiles: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of testFiles) {
    const absolute = path.join(root, file);
    for (const [, , specifier] of fs.readFileSync(absolute, 'utf8').matchAll(MOCK_CALL)) found.add(fromAnywhere(specifier!, absolute));
  }
  return [...found].sort();
}
