/**
 * Which server test files touch a database: those whose imports (relative or `@/`, followed
 * through every file they reach) arrive at a module that opens one — the test harness, the
 * test database, the cluster helper, `server/db/database.ts`, the app. The `server-pg` vitest
 * project runs exactly these a second time on PostgreSQL; a pure file (a splitter, a text rule)
 * has nothing to learn from a second engine. Derived, not listed: a new test that opens a
 * database runs on both engines without anyone remembering to say so. The one way out is a
 * file's own word: a file that reaches an opener but never runs on the engine under test (it
 * names its storage, e.g. `:memory:`, or starts child processes with their own settings) says
 * so in a line `// server-pg: engine-independent — <why>` (ENGINE_INDEPENDENT).
 */
import fs from 'node:fs';
import path from 'node:path';

const OPENERS = [
  'server/testing/harness.ts',
  'server/testing/test-database.ts',
  'server/testing/cluster.ts',
  'server/db/database.ts',
  'server/app.ts',
  'server/main.ts',
];

/** A test file's declaration that no test in it uses the engine under test (see above). */
export const ENGINE_INDEPENDENT = /^\/\/ server-pg: engine-independent — \S/m;

const IMPORT = /(?:\bfrom|\bimport\s*\(|^\s*import)\s*['"]([^'"]+)['"]/gm;

/** The files `file` imports that are part of this repository (relative and `@/` imports). */
function localImports(root: string, file: string, source: string): string[] {
  const found: string[] = [];
  for (const [, spec] of source.matchAll(IMPORT)) {
    let base: string;
    if (spec!.startsWith('.')) base = path.resolve(path.dirname(file), spec!);
    else if (spec!.startsWith('@/')) base = path.join(root, 'src', spec!.slice(2));
    else continue;
    const resolved = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    if (resolved) found.push(resolved);
  }
  return found;
}

/** The test files among `testFiles` (paths relative to `root`) that reach a database opener. */
export function databaseTestFiles(root: string, testFiles: readonly string[]): string[] {
  const openers = new Set(OPENERS.map((p) => path.join(root, p)));
  const imports = new Map<string, string[]>();
  const importsOf = (file: string): string[] => {
    let list = imports.get(file);
    if (!list) {
      list = localImports(root, file, fs.readFileSync(file, 'utf8'));
      imports.set(file, list);
    }
    return list;
  };
  const reaches = (start: string): boolean => {
    const seen = new Set([start]);
    const queue = [start];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (openers.has(file)) return true;
      for (const next of importsOf(file)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return false;
  };
  return testFiles.filter((file) => {
    const full = path.join(root, file);
    return reaches(full) && !ENGINE_INDEPENDENT.test(fs.readFileSync(full, 'utf8'));
  });
}
