/**
 * Redeem codes and their uses (migration 021; `owner_id` 028). `take` is the conditional UPDATE that counts a
 * use only while `used < max_uses`, run inside the paying transaction: on PostgreSQL the row
 * lock makes racing takers wait and re-check the condition; SQLite has one writer.
 */
import type { Db } from '../schema';

interface RedeemCodesTable {
  code: string;
  items: string;
  max_uses: number;
  used: number;
  site_id: string | null;
  /** 028: the one player who may redeem it (a vault code); null for anyone. */
  owner_id: number | null;
  expires_at: number | null;
  created_at: number;
}

interface RedeemUsesTable {
  code: string;
  player_id: number;
  used_at: number;
}

export interface RedeemCode {
  code: string;
  items: Record<string, number>;
  maxUses: number;
  used: number;
  siteId: string | null;
  /** The one player who may redeem it; null: any player the other rules let in. */
  ownerId: number | null;
  expiresAt: number | null;
}

export function redeemRepository(db: Db) {
  const q = db.withTables<{ redeem_codes: RedeemCodesTable; redeem_uses: RedeemUsesTable }>();

  return {
    /** Mints a code; false when it exists. */
    async mint(c: Omit<RedeemCode, 'used'>, now: number): Promise<boolean> {
      const r = await q
        .insertInto('redeem_codes')
        .values({
          code: c.code,
          items: JSON.stringify(c.items),
          max_uses: c.maxUses,
          used: 0,
          site_id: c.siteId,
          owner_id: c.ownerId,
          expires_at: c.expiresAt,
          created_at: now,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async find(code: string): Promise<RedeemCode | undefined> {
      const r = await q.selectFrom('redeem_codes').selectAll().where('code', '=', code).executeTakeFirst();
      if (!r) return undefined;
      return {
        code: r.code,
        items: JSON.parse(r.items) as Record<string, number>,
        maxUses: r.max_uses,
        used: r.used,
        siteId: r.site_id,
        ownerId: r.owner_id === null ? null : Number(r.owner_id),
        expiresAt: r.expires_at === null ? null : Number(r.expires_at),
      };
    },

    async usedBy(code: string, playerId: number): Promise<boolean> {
      const r = await q.selectFrom('redeem_uses').select('player_id').where('code', '=', code).where('player_id', '=', playerId).executeTakeFirst();
      return r !== undefined;
    },

    /** Counts one use while any is left and records the player's; false when all are taken. */
    async take(code: string, playerId: number, now: number): Promise<boolean> {
      const r = await q
        .updateTable('redeem_codes')
        .set((eb) => ({ used: eb('used', '+', 1) }))
        .where('code', '=', code)
        .whereRef('used', '<', 'max_uses')
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await q.insertInto('redeem_uses').values({ code, player_id: playerId, used_at: now }).execute();
      return true;
    },
  };
}
