import type { Db } from '../schema';

export const ClubRole = { Leader: 1, SubLeader: 2, Member: 3 } as const;

export interface Membership {
  clubId: number;
  clubName: string;
  role: number;
  chatEnabled: boolean;
  /** The club's alliance, null when none: chat then goes to the alliance channel. */
  allianceId: number | null;
}

export function clubsRepository(db: Db, now: () => number) {
  return {
    async create(club: { name: string; leaderId: number | null; chatEnabled: boolean; picDefaultId?: number }) {
      return db
        .insertInto('clubs')
        .values({
          name: club.name,
          leader_id: club.leaderId,
          chat_enabled: club.chatEnabled ? 1 : 0,
          pic_default_id: club.picDefaultId ?? 1,
          pic_path: '',
          alliance_id: null,
          created_at: now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    find(clubId: number) {
      return db.selectFrom('clubs').selectAll().where('id', '=', clubId).executeTakeFirst();
    },

    /** Adds or moves the player (a player is in at most one club). */
    async addMember(clubId: number, playerId: number, role: number = ClubRole.Member): Promise<void> {
      await db
        .insertInto('club_members')
        .values({ club_id: clubId, player_id: playerId, role, joined_at: now() })
        .onConflict((oc) => oc.column('player_id').doUpdateSet({ club_id: clubId, role, joined_at: now() }))
        .execute();
    },

    async membershipOf(playerId: number): Promise<Membership | undefined> {
      const row = await db
        .selectFrom('club_members as m')
        .innerJoin('clubs as c', 'c.id', 'm.club_id')
        .select(['c.id', 'c.name', 'c.chat_enabled', 'c.alliance_id', 'm.role'])
        .where('m.player_id', '=', playerId)
        .executeTakeFirst();
      return (
        row && {
          clubId: row.id,
          clubName: row.name,
          role: row.role,
          chatEnabled: row.chat_enabled === 1,
          allianceId: row.alliance_id ?? null,
        }
      );
    },

    /** Club chat on or off (the leader's "create chat room"). */
    async setChatEnabled(clubId: number, enabled: boolean): Promise<void> {
      await db.updateTable('clubs').set({ chat_enabled: enabled ? 1 : 0 }).where('id', '=', clubId).execute();
    },

    /** Member ids of a club (club chat fan-out). */
    async memberIds(clubId: number): Promise<number[]> {
      const rows = await db.selectFrom('club_members').select('player_id').where('club_id', '=', clubId).execute();
      return rows.map((r) => r.player_id);
    },

    async joinedAt(playerId: number): Promise<number | undefined> {
      const row = await db.selectFrom('club_members').select('joined_at').where('player_id', '=', playerId).executeTakeFirst();
      return row && Number(row.joined_at);
    },

    async members(clubId: number) {
      return db.selectFrom('club_members').selectAll().where('club_id', '=', clubId).orderBy('role').orderBy('joined_at').orderBy('player_id').execute();
    },
  };
}

export type ClubsRepository = ReturnType<typeof clubsRepository>;
