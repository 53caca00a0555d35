/**
 * The server's one pattern, checked on the source: socket / HTTP handler → domain service
 * (server/<domain>/) → repositories (server/db/repositories/). Only server/db touches the
 * database, only server/wallet changes balances, and no import cycle exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.ts$/.test(e.name) && !/\.(test|d)\.ts$/.test(e.name) ? [p] : [];
  });
}

const files = sourceFiles(ROOT);
const rel = (f: string) => path.relative(ROOT, f).split(path.sep).join('/');
const text = new Map(files.map((f) => [f, fs.readFileSync(f, 'utf8')]));
/** Code without comments, so a comment naming `repos` is not a violation. */
const code = (f: string) => (text.get(f) ?? '').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/** Socket handlers and HTTP route modules: they parse and answer, nothing else. */
const HANDLERS = files.filter((f) => /^ws\/handlers\//.test(rel(f)) || /^http\/.*(routes|sign-in)\.ts$/.test(rel(f)) || /-routes\.ts$/.test(rel(f)));

describe('server architecture', () => {
  it('finds the handlers it checks', () => {
    expect(HANDLERS.map(rel)).toEqual(expect.arrayContaining(['ws/handlers/wallet.ts', 'http/phone-routes.ts', 'qa/qa-routes.ts', 'chat/chat-qa-routes.ts']));
  });

  it('handlers and routes call domain services, never repositories or the database', () => {
    const offenders = HANDLERS.filter((f) => /\brepos\b|\bdb\b|\bKysely\b|db\/repositories|db\/schema/.test(code(f))).map(rel);
    expect(offenders).toEqual([]);
  });

  it('only server/db imports the database driver or builds queries', () => {
    const offenders = files
      .filter((f) => !rel(f).startsWith('db/'))
      .filter((f) => /^import (?!type )[^;]*from '(kysely|better-sqlite3)'/m.test(code(f)) || /\.(selectFrom|insertInto|updateTable|deleteFrom)\(/.test(code(f)))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('only the wallet service changes balances', () => {
    const writers = files
      .filter((f) => /\.wallet\.(credit|debit|claimRef|storeRefResult)\(|\bbag_items\b|insertInto\('ledger'\)/.test(code(f)))
      .map(rel)
      .filter((f) => !f.startsWith('db/migrations/') && f !== 'db/schema.ts');
    expect(writers.sort()).toEqual(['db/repositories/wallet.ts', 'wallet/apply.ts']);
    // applyInTransaction joins a caller's transaction: account creation, the seed, and red
    // envelopes (a receive's amount is the share taken under the envelope's lock, same commit).
    const joiners = files.filter((f) => /\bapplyInTransaction\(/.test(code(f))).map(rel).sort();
    expect(joiners).toEqual(['db/seed.ts', 'players/accounts.ts', 'red-envelopes/red-envelopes.ts', 'wallet/apply.ts', 'wallet/wallet-service.ts']);
  });

  it('has no import cycle', () => {
    const resolve = (from: string, spec: string): string | undefined => {
      const base = path.resolve(path.dirname(from), spec);
      return [`${base}.ts`, path.join(base, 'index.ts')].find((c) => text.has(c));
    };
    const graph = new Map(
      files.map((f) => [
        f,
        ts
          .preProcessFile(text.get(f) ?? '', true, true)
          .importedFiles.filter((i) => i.fileName.startsWith('.'))
          .map((i) => resolve(f, i.fileName))
          .filter((x): x is string => x !== undefined),
      ]),
    );
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (f: string, trail: string[]): void => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(f)), f].map(rel).join(' → '));
        return;
      }
      state.set(f, 'open');
      for (const next of graph.get(f) ?? []) visit(next, [...trail, f]);
      state.set(f, 'done');
    };
    for (const f of files) visit(f, []);
    expect(cycles).toEqual([]);
  });
});
