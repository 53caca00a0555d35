import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HINT, addCompileHints } from '../scripts/compile-hints.js';

/**
 * A fake `.next`: a build manifest naming two root files (one with a source map), home's client
 * reference manifest naming the `[locale]` layout's chunks and the page's own, and a feature chunk.
 */
let next: string;
const chunk = (name: string) => path.join(next, 'static/chunks', name);
const referenceManifest = () => path.join(next, 'server/app/[locale]/page_client-reference-manifest.js');
function writeReferenceManifest(entryJSFiles: Record<string, string[]>): void {
  const manifest = { moduleLoading: { prefix: '' }, clientModules: {}, entryJSFiles };
  fs.writeFileSync(
    referenceManifest(),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/[locale]/page"] = ${JSON.stringify(manifest)};\n`,
  );
}
beforeEach(() => {
  next = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  fs.mkdirSync(path.join(next, 'static/chunks'), { recursive: true });
  fs.mkdirSync(path.join(next, 'server/app/[locale]'), { recursive: true });
  fs.writeFileSync(
    path.join(next, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js', 'static/chunks/root.css'] }),
  );
  writeReferenceManifest({
    '[project]/src/app/global-error': ['static/chunks/global-error.js'],
    '[project]/src/app/[locale]/layout': ['static/chunks/shell.js', 'static/chunks/runtime.js', 'static/chunks/shell.css'],
    '[project]/src/app/[locale]/page': ['static/chunks/shell.js', 'static/chunks/home.js'],
  });
  fs.writeFileSync(chunk('react.js'), 'a();\nb();\n//# sourceMappingURL=react.js.map');
  fs.writeFileSync(chunk('react.js.map'), JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' }));
  fs.writeFileSync(chunk('runtime.js'), 'c();');
  fs.writeFileSync(chunk('shell.js'), 's();');
  fs.writeFileSync(chunk('home.js'), 'h();');
  fs.writeFileSync(chunk('global-error.js'), 'g();');
  fs.writeFileSync(chunk('feature.js'), 'd();');
});
afterEach(() => fs.rmSync(next, { recursive: true, force: true }));

describe('compile hints on the scripts every page runs at start', () => {
  it("puts the hint on the first line of each root script and each of the shell's chunks, once, and on nothing else", () => {
    expect(HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(addCompileHints(next).map((f: string) => path.basename(f))).toEqual(['react.js', 'runtime.js', 'shell.js']);
    expect(fs.readFileSync(chunk('react.js'), 'utf8')).toBe(`${HINT}a();\nb();\n//# sourceMappingURL=react.js.map`);
    expect(fs.readFileSync(chunk('runtime.js'), 'utf8')).toBe(`${HINT}c();`);
    expect(fs.readFileSync(chunk('shell.js'), 'utf8')).toBe(`${HINT}s();`);
    // a page's own chunk, the error page's and a feature's may hold code that never runs: left lazy
    for (const lazy of ['home.js', 'global-error.js', 'feature.js']) expect(fs.readFileSync(chunk(lazy), 'utf8')).not.toContain(HINT);
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

  it('says what it hinted, and that a build hinted before is hinted already', () => {
    const script = path.join(__dirname, '../scripts/compile-hints.js');
    const say = () => execFileSync(process.execPath, [script, next], { encoding: 'utf8' }).trim();
    expect(say()).toBe('• compile hint on 3 script(s) every page runs at start: react.js, runtime.js, shell.js');
    expect(say()).toBe('• compile hint already on all 3 script(s) every page runs at start');
  });

  it('fails loudly when the manifest no longer lists root files', () => {
    fs.writeFileSync(path.join(next, 'build-manifest.json'), JSON.stringify({ pages: {} }));
    expect(() => addCompileHints(next)).toThrow(/rootMainFiles/);
  });

  it("fails loudly when home's reference manifest is missing or names no chunks for the layout", () => {
    writeReferenceManifest({ '[project]/src/app/[locale]/page': ['static/chunks/home.js'] });
    expect(() => addCompileHints(next)).toThrow(/\[locale\]\/layout/);
    fs.rmSync(referenceManifest());
    expect(() => addCompileHints(next)).toThrow(/\[locale\]\/layout/);
    // nothing was hinted by a run that failed
    expect(fs.readFileSync(chunk('runtime.js'), 'utf8')).toBe('c();');
  });
});
