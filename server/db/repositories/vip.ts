/**
 * VIP points and tier on `players` (migrations 001, 023). The add is one UPDATE that returns the
 * new total, so concurrent adds of one player queue on the row and none is lost; the raise is
 * conditional (`vip_level < level`), so a tier is never lowered, also by a racing raise.
 */
import type { Db } from '../schema';

export interface VipRow {
  level: number;
  points: number;
}

export function vipRepository(db: Db) {
  return {
    async find(playerId: number): Promise<VipRow | undefined> {
      const r = await db.selectFrom('players').select(['vip_level', 'vip_points']).where('id', '=', playerId).executeTakeFirst();
      return r && { level: r.vip_level, points: Number(r.vip_points) };
    },

    /** Adds `points`; answers the new total and the tier as stored (before any raise), or undefined for no such player. */
    async addPoints(playerId: number, points: number): Promise<VipRow | undefined> {
      const r = await db
        .updateTable('players')
        .set((eb) => ({ vip_points: eb('vip_points', '+', points) }))
        .where('id', '=', playerId)
        .returning(['vip_level', 'vip_points'])
        .executeTakeFirst();
      return r && { level: r.vip_level, points: Number(r.vip_points) };
    },

    /** Raises the tier to `level` when it is below; true when it was raised. */
    async raiseLevel(playerId: number, level: number): Promise<boolean> {
      const r = await db.updateTable('players').set({ vip_level: level }).where('id', '=', playerId).where('vip_level', '<', level).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}
