/**
 * A test server's copy of the seeded template is as fresh as a new one, also when the worker
 * hands it out again after another test server wrote to it (PostgreSQL keeps and resets its
 * copies; SQLite copies the file anew).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import { startTestServer } from './harness';
import { copySeededTemplate, databaseUrl, tablesOf } from './seeded-template';
import { admin, adminUrl, testEngine, withClient } from './test-database';

const template = inject('seededTemplate')!;

/** Every table's rows (in a stable order) and every sequence's position, of a PostgreSQL database. */
function pgContents(url: string): Promise<Record<string, unknown>> {
  return withClient(url, async (client) => {
    const contents: Record<string, unknown> = {};
    for (const name of await tablesOf(client)) {
      const { rows } = await client.query<{ row: string }>(`SELECT to_json(t)::text AS row FROM ${client.escapeIdentifier(name)} t`);
      contents[name] = rows.map((r) => r.row).sort();
    }
    const { rows: sequences } = await client.query<{ name: string }>(
      `SELECT sequencename AS name FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1`,
    );
    for (const { name } of sequences) {
      const { rows } = await client.query(`SELECT last_value, is_called FROM ${client.escapeIdentifier(name)}`);
      contents[`sequence ${name}`] = rows[0];
    }
    return contents;
  });
}

function sqliteContents(file: string): Record<string, unknown> {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as { name: string }[];
    return Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}"`).all().map((row) => JSON.stringify(row)).sort()]));
  } finally {
    db.close();
  }
}

/** A test server that writes: a guest signs in (a player, a wallet, ledger rows, sequences moved). */
async function useAServer(): Promise<void> {
  const server = await startTestServer();
  try {
    const guest = await server.signInGuest();
    expect(guest.playerId).toBeGreaterThan(0);
  } finally {
    await server.cleanup();
  }
}

describe.runIf(testEngine() === 'postgres')('the seeded template on PostgreSQL', () => {
  it('a copy handed out again after a server wrote to it holds exactly what a new copy holds', async () => {
    const fresh = `lobby_check_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${fresh} TEMPLATE ${template.where}`);
    try {
      const expected = await pgContents(databaseUrl(adminUrl(), fresh));
      expect(Object.keys(expected).length).toBeGreaterThan(20);

      const first = await copySeededTemplate(template, os.tmpdir());
      expect(await pgContents(first.databaseUrl!)).toEqual(expected);
      await first.release();
      await useAServer(); // takes the copy just released, writes, gives it back
      const again = await copySeededTemplate(template, os.tmpdir());
      try {
        expect(again.databaseUrl).toBe(first.databaseUrl); // the same database, reset
        expect(await pgContents(again.databaseUrl!)).toEqual(expected);
      } finally {
        await again.release();
      }
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${fresh} WITH (FORCE)`);
    }
  });
});

describe.runIf(testEngine() === 'sqlite')('the seeded template on SQLite', () => {
  it('each copy is the template file, whatever a server wrote to an earlier one', async () => {
    const expected = sqliteContents(template.where);
    await useAServer();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'template-check-'));
    try {
      const copy = await copySeededTemplate(template, dir);
      expect(sqliteContents(copy.databaseFile!)).toEqual(expected);
      await copy.release();
      expect(fs.existsSync(copy.databaseFile!)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
