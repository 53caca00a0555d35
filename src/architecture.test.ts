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
  // The game catalogue and launch still read replies with the compiled validators (no zod on
  // the home page) until the validators go (issue 39 item 4).
  'config/lobby-http.ts',
]);

describe('client architecture: HTTP', () => {
  it('finds the files it checks', () => {
    expect(files.map(rel)).toEqual(expect.arrayContaining(['http/lobby-call.ts', 'features/club/requests.ts', 'features/store/requests.ts']));
  });

  it('no request is made by hand outside src/http (and the few that are not lobby calls)', () => {
    const offenders = files.filter((f) => !FETCHERS.has(rel(f)) && /\bfetch(Impl)?\(|new XMLHttpRequest|navigator\.sendBeacon\(/.test(code(f))).map(rel);
    expect(offenders).toEqual([]);
  });

  it('no lobby path is written outside src/protocol: calls name a contract entry', () => {
    const offenders = files.filter((f) => !rel(f).startsWith('protocol/') && /['"`]\/api\/v1\//.test(code(f))).map(rel);
    expect(offenders).toEqual([]);
  });
});
