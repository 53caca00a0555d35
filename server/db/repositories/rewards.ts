/**
 * The reward pages' tables (migration 020) over one handle: `rewardsRepository(tx.db)` inside
 * the wallet transaction writes the claim with its payment.
 */
import type { Db } from '../schema';

interface SevendayClaimsTable {
  player_id: number;
  day_start: number;
  cycle_day: number;
  claimed_at: number;
}

interface FireWheelSpinsTable {
  player_id: number;
  period_start: number;
  segment: number;
  spun_at: number;
}

interface FireWheelForcedTable {
  player_id: number;
  segment: number;
}

/** Player 0 in `fire_wheel_forced`: QA's next segment for whoever spins next. */
export const ANY_PLAYER = 0;

export function rewardsRepository(db: Db) {
  const q = db.withTables<{ sevenday_claims: SevendayClaimsTable; fire_wheel_spins: FireWheelSpinsTable; fire_wheel_forced: FireWheelForcedTable }>();

  return {
    /** The player's latest seven-day claim. */
    async lastSevenDay(playerId: number): Promise<{ dayStart: number; cycleDay: number } | undefined> {
      const r = await q.selectFrom('sevenday_claims').select(['day_start', 'cycle_day']).where('player_id', '=', playerId).orderBy('day_start', 'desc').limit(1).executeTakeFirst();
      return r && { dayStart: Number(r.day_start), cycleDay: r.cycle_day };
    },

    async addSevenDay(playerId: number, dayStart: number, cycleDay: number, now: number): Promise<void> {
      await q.insertInto('sevenday_claims').values({ player_id: playerId, day_start: dayStart, cycle_day: cycleDay, claimed_at: now }).execute();
    },

    /** The segment of the player's spin in a period, if any. */
    async spinOf(playerId: number, periodStart: number): Promise<number | undefined> {
      const r = await q.selectFrom('fire_wheel_spins').select('segment').where('player_id', '=', playerId).where('period_start', '=', periodStart).executeTakeFirst();
      return r?.segment;
    },

    async addSpin(playerId: number, periodStart: number, segment: number, now: number): Promise<void> {
      await q.insertInto('fire_wheel_spins').values({ player_id: playerId, period_start: periodStart, segment, spun_at: now }).execute();
    },

    /** Sets QA's next segment for a player (or ANY_PLAYER). */
    async force(playerId: number, segment: number): Promise<void> {
      await q
        .insertInto('fire_wheel_forced')
        .values({ player_id: playerId, segment })
        .onConflict((oc) => oc.column('player_id').doUpdateSet({ segment }))
        .execute();
    },

    /** QA's forced segment for this player (their own first, then ANY_PLAYER's), without taking it. */
    async forced(playerId: number): Promise<{ playerId: number; segment: number } | undefined> {
      const rows = await q.selectFrom('fire_wheel_forced').selectAll().where('player_id', 'in', [playerId, ANY_PLAYER]).execute();
      const own = rows.find((r) => r.player_id === playerId) ?? rows[0];
      return own && { playerId: own.player_id, segment: own.segment };
    },

    /** Takes a forced segment (inside the paying transaction); false when another spin took it first. */
    async takeForced(playerId: number, segment: number): Promise<boolean> {
      const r = await q.deleteFrom('fire_wheel_forced').where('player_id', '=', playerId).where('segment', '=', segment).executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },
  };
}
