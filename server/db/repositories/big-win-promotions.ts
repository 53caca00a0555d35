/**
 * Big-win promotion settings (migration 018): a player's open / closed status, one upsert per
 * change, and the players a big-win push reaches: everyone signed in (a live token) whose status
 * is open or was never set (the default is open, src/protocol/big-win.ts). Reading the tokens
 * keeps the list to players who can have a socket, whatever process holds it.
 */
import type { Db } from '../schema';

export interface BigWinPromotionsTable {
  player_id: number;
  status: number;
  updated_at: number;
}

export function bigWinPromotionsRepository(db: Db, now: () => number) {
  const q = db.withTables<{ big_win_promotions: BigWinPromotionsTable }>();

  return {
    /** The stored status, or undefined when the player never set one. */
    async status(playerId: number): Promise<number | undefined> {
      const row = await q.selectFrom('big_win_promotions').select('status').where('player_id', '=', playerId).executeTakeFirst();
      return row === undefined ? undefined : Number(row.status);
    },

    async setStatus(playerId: number, status: number): Promise<void> {
      const at = now();
      await q
        .insertInto('big_win_promotions')
        .values({ player_id: playerId, status, updated_at: at })
        .onConflict((oc) => oc.column('player_id').doUpdateSet({ status, updated_at: at }))
        .execute();
    },

    /** Signed-in players (a live token) whose status is `open`, or unset when `open` is the default. */
    async signedInWithStatus(open: number, openByDefault: boolean): Promise<number[]> {
      const at = now();
      const rows = await q
        .selectFrom('tokens as t')
        .leftJoin('big_win_promotions as b', 'b.player_id', 't.player_id')
        .select('t.player_id')
        .distinct()
        .where('t.revoked_at', 'is', null)
        .where('t.expires_at', '>', at)
        .where((eb) => (openByDefault ? eb.or([eb('b.status', 'is', null), eb('b.status', '=', open)]) : eb('b.status', '=', open)))
        .execute();
      return rows.map((r) => Number(r.player_id));
    },
  };
}

export type BigWinPromotionsRepository = ReturnType<typeof bigWinPromotionsRepository>;
