import type { Db, PlayersTable } from '../schema';
import type { Insertable, Selectable } from 'kysely';

export type PlayerRow = Selectable<PlayersTable>;
export type NewPlayer = Omit<Insertable<PlayersTable>, 'id' | 'regist_time' | 'last_login_time'>;

export const PlayerStatus = { Active: 1, Suspended: 2 } as const;

export function playersRepository(db: Db, now: () => number) {
  return {
    async create(player: NewPlayer): Promise<PlayerRow> {
      const t = now();
      return db
        .insertInto('players')
        .values({ ...player, regist_time: t, last_login_time: t })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    find(id: number): Promise<PlayerRow | undefined> {
      return db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async update(id: number, fields: Partial<Omit<PlayerRow, 'id'>>): Promise<void> {
      await db.updateTable('players').set(fields).where('id', '=', id).execute();
    },

    async touchLogin(id: number): Promise<void> {
      await db.updateTable('players').set({ last_login_time: now() }).where('id', '=', id).execute();
    },

    /** Players bound to a phone, oldest account first (the choose-account list order). */
    byPhone(phone: string): Promise<PlayerRow[]> {
      return db.selectFrom('players').selectAll().where('phone', '=', phone).orderBy('regist_time').orderBy('id').execute();
    },

    async setIdentity(playerId: number, tpType: number, tpId: string): Promise<void> {
      await db
        .insertInto('player_identities')
        .values({ player_id: playerId, tp_type: tpType, tp_id: tpId, created_at: now() })
        .onConflict((oc) => oc.columns(['player_id', 'tp_type']).doUpdateSet({ tp_id: tpId }))
        .execute();
    },

    /** TPIDs as the profile shows them: `{ "6": "0912345678" }`. */
    async identities(playerId: number): Promise<Record<string, string>> {
      const rows = await db
        .selectFrom('player_identities')
        .select(['tp_type', 'tp_id'])
        .where('player_id', '=', playerId)
        .execute();
      return Object.fromEntries(rows.map((r) => [String(r.tp_type), r.tp_id]));
    },

    /** Players signed in through a third party id (LINE, Google…), for the next providers. */
    async byIdentity(tpType: number, tpId: string): Promise<PlayerRow | undefined> {
      return db
        .selectFrom('players')
        .innerJoin('player_identities as i', 'i.player_id', 'players.id')
        .selectAll('players')
        .where('i.tp_type', '=', tpType)
        .where('i.tp_id', '=', tpId)
        .executeTakeFirst();
    },
  };
}

export type PlayersRepository = ReturnType<typeof playersRepository>;
