/**
 * Accounts the site itself speaks through (the system notices' sender, server/chat/
 * system-notices.ts): their player ids kept in `app_meta` under one key each. The key is claimed
 * first in the creating transaction (`claim`), so of two processes racing to create an account,
 * one creates it and the other reads the committed id (as the gift house account does).
 */
import type { Db } from '../schema';

export function siteAccountsRepository(db: Db) {
  const q = db.withTables<{ app_meta: { key: string; value: string } }>();
  return {
    /** The account's player id; 0 while it does not exist. */
    async id(key: string): Promise<number> {
      const row = await q.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
      return Number(row?.value ?? 0) || 0;
    },

    /** True for the one transaction that inserted the key; the others wait on it (PostgreSQL) and get false. */
    async claim(key: string): Promise<boolean> {
      const r = await q.insertInto('app_meta').values({ key, value: '0' }).onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async set(key: string, playerId: number): Promise<void> {
      await q.updateTable('app_meta').set({ value: String(playerId) }).where('key', '=', key).execute();
    },
  };
}
