import type { Db } from '../schema';

/** Alliances of clubs: clubs.alliance_id points here; alliance chat spans their members. */
export function alliancesRepository(db: Db, now: () => number) {
  return {
    find(allianceId: number) {
      return db.selectFrom('alliances').selectAll().where('id', '=', allianceId).executeTakeFirst();
    },

    /** The alliance of that name, created if needed. */
    async ensure(name: string) {
      await db.insertInto('alliances').values({ name, created_at: now() }).onConflict((oc) => oc.column('name').doNothing()).execute();
      return db.selectFrom('alliances').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
    },

    /** Puts a club in an alliance, or takes it out with null. */
    async setClubAlliance(clubId: number, allianceId: number | null): Promise<void> {
      await db.updateTable('clubs').set({ alliance_id: allianceId }).where('id', '=', clubId).execute();
    },

    /** Clubs of the alliance with their member counts, oldest club first. */
    clubs(allianceId: number) {
      return db
        .selectFrom('clubs as c')
        .leftJoin('club_members as m', 'm.club_id', 'c.id')
        .select(['c.id', 'c.name', 'c.pic_path', 'c.pic_default_id'])
        .select((eb) => eb.fn.count<number>('m.player_id').as('member_count'))
        .where('c.alliance_id', '=', allianceId)
        .groupBy(['c.id', 'c.name', 'c.pic_path', 'c.pic_default_id'])
        .orderBy('c.id')
        .execute();
    },

    /** Every member of every club of the alliance (alliance chat fan-out). */
    async memberIds(allianceId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('club_members as m')
        .innerJoin('clubs as c', 'c.id', 'm.club_id')
        .select('m.player_id')
        .where('c.alliance_id', '=', allianceId)
        .execute();
      return rows.map((r) => r.player_id);
    },
  };
}

export type AlliancesRepository = ReturnType<typeof alliancesRepository>;
