import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HINT, addCompileHints } from '../scripts/compile-hints.js';

/** A fake `.next`: a manifest naming two root files, one of them with a source map, and a feature chunk. */
let next: string;
const chunk = (name: string) => path.join(next, 'static/chunks', name);
beforeEach(() => {
  next = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  fs.mkdirSync(path.join(next, 'static/chunks'), { recursive: true });
  fs.writeFileSync(
    path.join(next, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js', 'static/chunks/root.css'] }),
  );
  fs.writeFileSync(chunk('react.js'), 'a();\nb();\n//# sourceMappingURL=react.js.map');
  fs.writeFileSync(chunk('react.js.map'), JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' }));
  fs.writeFileSync(chunk('runtime.js'), 'c();');
  fs.writeFileSync(chunk('feature.js'), 'd();');
});
afterEach(() => fs.rmSync(next, { recursive: true, force: true }));

describe('compile hints on the root main files', () => {
  it('puts the hint on the first line of each root script, and on nothing else', () => {
    expect(HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(addCompileHints(next).map((f: string) => path.basename(f))).toEqual(['react.js', 'runtime.js']);
    expect(fs.readFileSync(chunk('react.js'), 'utf8')).toBe(`${HINT}a();\nb();\n//# sourceMappingURL=react.js.map`);
    expect(fs.readFileSync(chunk('runtime.js'), 'utf8')).toBe(`${HINT}c();`);
    // a feature's chunk may hold code that never runs: left lazy
    expect(fs.readFileSync(chunk('feature.js'), 'utf8')).toBe('d();');
  });

  it("moves a source map's lines down by the hint's line", () => {
    addCompileHints(next);
    expect(JSON.parse(fs.readFileSync(chunk('react.js.map'), 'utf8')).mappings).toBe(';AAAA;AACA');
  });

  it('hints a build once, however often it runs', () => {
    addCompileHints(next);
    expect(addCompileHints(next)).toEqual([]);
    expect(fs.readFileSync(chunk('runtime.js'), 'utf8')).toBe(`${HINT}c();`);
    expect(JSON.parse(fs.readFileSync(chunk('react.js.map'), 'utf8')).mappings).toBe(';AAAA;AACA');
  });

  it('fails loudly when the manifest no longer lists root files', () => {
    fs.writeFileSync(path.join(next, 'build-manifest.json'), JSON.stringify({ pages: {} }));
    expect(() => addCompileHints(next)).toThrow(/rootMainFiles/);
  });
});
