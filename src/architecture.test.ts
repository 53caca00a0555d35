// @vitest-environment node
/**
 * The browser side's patterns, checked on the source (the counterpart of
 * server/architecture.test.ts). HTTP: a page reaches the lobby only through `lobbyCall` and its
 * siblings in src/http, with an entry of the HTTP contract; no lobby path is written outside
 * src/protocol.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) && !/[/\\]testing[/\\]?/.test(p) ? [p] : [];
  });
}

const files = sourceFiles(ROOT);
const rel = (f: string) => path.relative(ROOT, f).split(path.sep).join('/');
/** Code without comments, so a comment naming a path is not a violation. */
const code = (f: string) => fs.readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/**
 * Where a request may be made by hand: the HTTP plumbing itself, and requests that are not
 * lobby calls (the site's own socket-ticket route; the QA fake LIFF's token; the server
 * component's first passbook page, which goes through lobbyServerPost's fetch).
 */
const FETCHERS = new Set([
  'http/lobby-call.ts',
  'http/lobby-relay.ts',
  'http/lobby-server-post.ts',
  // the site's own GET of a stored picture (a file, not an RPC path of the contract)
  'http/headshot-file.ts',
  'features/session/socket-ticket.ts',
  'features/auth/liff/fake-liff.ts',
  'features/passbook/passbook-first-page.ts',
]);

describe('client architecture: HTTP', () => {
  it('finds the files it checks', () => {
    expect(files.map(rel)).toEqual(expect.arrayContaining(['http/lobby-call.ts', 'features/club/requests.ts', 'features/store/requests.ts']));
  });

  it('no request is made by hand outside src/http (and the few that are not lobby calls)', () => {
    const offenders = files.filter((f) => !FETCHERS.has(rel(f)) && /\bfetch(Impl)?\(|new XMLHttpRequest|navigator\.sendBeacon\(/.test(code(f))).map(rel);
    expect(offenders).toEqual([]);
    const stale = [...FETCHERS].filter((f) => !files.some((file) => rel(file) === f && /\bfetch(Impl)?\(/.test(code(file))));
    expect(stale, 'an allowed file that makes no request leaves the list').toEqual([]);
  });

  it('no lobby path is written outside src/protocol: calls name a contract entry', () => {
    const offenders = files.filter((f) => !rel(f).startsWith('protocol/') && /['"`]\/api\/v1\//.test(code(f))).map(rel);
    expect(offenders).toEqual([]);
  });
});

/**
 * The feature an `@/features/<name>/…` import names, and whether it reaches past the feature's
 * public entries: `index.ts` (client-safe) and `server.ts` (what server pages use: server modules
 * and server components).
 */
function featureImports(f: string): { feature: string; deep: boolean; server: boolean; dynamic: boolean; spec: string }[] {
  return [...code(f).matchAll(/(from|import\()\s*['"]@\/features\/([^/'"]+)(\/[^'"]*)?['"]/g)].map((m) => ({
    feature: m[2]!,
    deep: m[3] !== undefined && m[3] !== '/server',
    server: m[3] === '/server',
    dynamic: m[1] === 'import(',
    spec: `@/features/${m[2]}${m[3] ?? ''}`,
  }));
}

const FEATURES = fs.readdirSync(path.join(ROOT, 'features'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const featureOf = (f: string) => /^features\/([^/]+)\//.exec(rel(f))?.[1] ?? null;

/**
 * Every feature has an index.ts (and server.ts where server pages need it), no module reaches
 * past them into another feature, and no two features import each other: what composes them all
 * (the list of features, the session's runtime chunk group, the on-demand loaders) lives in
 * src/features/*.ts, above the features.
 */

describe('client architecture: features', () => {
  it('every feature has an index.ts', () => {
    expect(FEATURES.filter((name) => !fs.existsSync(path.join(ROOT, 'features', name, 'index.ts')))).toEqual([]);
  });

  it('no two features import each other', () => {
    const edges = new Set(files.flatMap((f) => featureImports(f).filter((i) => featureOf(f) && i.feature !== featureOf(f)).map((i) => `${featureOf(f)}→${i.feature}`)));
    const pairs = [...edges].map((e) => e.split('→') as [string, string]).filter(([a, b]) => a < b && edges.has(`${b}→${a}`)).map(([a, b]) => `${a}↔${b}`);
    expect(pairs.sort()).toEqual([]);
  });

  it('a client module never imports a feature’s server entry (server modules stay out of the browser)', () => {
    const clientFiles = files.filter((f) => /^\s*['"]use client['"]/.test(code(f)));
    expect(clientFiles.length).toBeGreaterThan(50);
    expect(clientFiles.filter((f) => featureImports(f).some((i) => i.server)).map(rel)).toEqual([]);
  });

  it('no module imports another feature’s inner files: only a dynamic import() names the module it splits off, and the session’s runtime chunk group gathers its parts', () => {
    const deep = files.flatMap((f) => featureImports(f).filter((i) => i.deep && i.feature !== featureOf(f)).map((i) => ({ file: rel(f), ...i })));
    expect(deep.filter((i) => !i.dynamic && i.file !== 'features/session-runtime.ts').map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
    expect(deep.length, 'the split points are found').toBeGreaterThan(0);
  });
});

describe('client architecture: one feature convention', () => {
  const source = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
  const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

  it('the session lists each feature by its feature.ts (`<name>Feature`), and no feature keeps a module.ts', () => {
    const imports = [...source('features/all-features.ts').matchAll(/import \{ (\w+) \} from '@\/features\/([^/']+)(\/feature)?';/g)];
    expect(imports.length, 'the list names its features').toBeGreaterThanOrEqual(13);
    for (const [, name, feature, direct] of imports) {
      expect(name, feature).toBe(`${camel(feature!)}Feature`);
      expect(fs.existsSync(path.join(ROOT, 'features', feature!, 'feature.ts')), `${feature}/feature.ts`).toBe(true);
      if (!direct) expect(source(`features/${feature}/index.ts`), `${feature}/index.ts`).toContain(`${name} } from './feature'`);
    }
    expect(FEATURES.filter((name) => fs.existsSync(path.join(ROOT, 'features', name, 'module.ts')))).toEqual([]);
  });

  it('an on-demand.ts is loaded by its own feature.ts, through the chunk group of one socket', () => {
    const parts = FEATURES.filter((name) => fs.existsSync(path.join(ROOT, 'features', name, 'on-demand.ts')));
    expect(parts.length).toBeGreaterThan(0);
    const groups = source('features/on-demand-lobby.ts') + source('features/on-demand-chat.ts');
    for (const name of parts) {
      expect(groups, name).toContain(`'./${name}/on-demand'`);
      expect(source(`features/${name}/feature.ts`), name).toMatch(/lazyFeature\(\(\) => load(Lobby|Chat)OnDemand\(\)/);
    }
  });
  it('one way to a socket: handlers use the sockets register(sockets) gives, actions getSockets(); no feature keeps a socket of its own', () => {
    const featureFiles = files.filter((f) => featureOf(f) !== null && !rel(f).includes('.test.'));
    // a module-level variable that holds a socket, or a function of a feature that hands one out
    const binding = /^(let|var|const) \w+\s*:[^=\n]*\b(SocketClient|Sockets)\b/m;
    const handsOut = /^export (async )?function \w+\([^)]*\)\s*:\s*(SocketClient|Sockets)\b/m;
    const kept = featureFiles.filter((f) => binding.test(code(f)) || handsOut.test(code(f))).map(rel);
    expect(kept).toEqual([]);
    expect(featureFiles.filter((f) => /getSockets\(\)/.test(code(f))).length, 'the actions are found').toBeGreaterThan(20);
  });
});
