/**
 * The club's coupon list (POST /api/v1/club/coupon_list/export; server/club/club-export.ts):
 * the redeem-code uses (migration 021 `redeem_uses`) of the club's present members made while
 * they were in it (`used_at` ≥ their `club_members.joined_at`), with the code's items. A use
 * records no club, so the membership decides: a use before joining, by a former member or by
 * a member of another club is not listed (docs/decisions/323-club-coupon-list-export.md).
 * Newest first; ties by player and code (the use's primary key) so pages never overlap.
 */
import type { Db } from '../schema';

/** The columns of migration 021 this read needs (server/db/repositories/redeem-codes.ts owns the tables). */
type RedeemTables = {
  redeem_codes: { code: string; items: string };
  redeem_uses: { code: string; player_id: number; used_at: number };
};

export interface ClubCouponUseRow {
  player_id: number;
  name: string;
  code: string;
  /** Item id → amount, as the code paid it (codes are never edited after minting). */
  items: Record<string, number>;
  used_at: number;
}

export function clubCouponsRepository(db: Db) {
  const q = db.withTables<RedeemTables>();
  return {
    async uses(clubId: number, page: { offset: number; limit: number }): Promise<ClubCouponUseRow[]> {
      const rows = await q
        .selectFrom('redeem_uses as u')
        .innerJoin('club_members as m', (j) => j.onRef('m.player_id', '=', 'u.player_id').onRef('u.used_at', '>=', 'm.joined_at'))
        .innerJoin('players as p', 'p.id', 'u.player_id')
        .innerJoin('redeem_codes as c', 'c.code', 'u.code')
        .where('m.club_id', '=', clubId)
        .select(['u.player_id', 'p.name', 'u.code', 'c.items', 'u.used_at'])
        .orderBy('u.used_at', 'desc')
        .orderBy('u.player_id')
        .orderBy('u.code')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
      return rows.map((r) => ({ player_id: r.player_id, name: r.name, code: r.code, items: JSON.parse(r.items) as Record<string, number>, used_at: Number(r.used_at) }));
    },
  };
}
