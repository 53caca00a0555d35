import { sql } from 'kysely';
import type { Db } from '../schema';
import type { InvitationsTable } from './invitations';
import { PlayerStatus } from './players';

/** A player row as lists show it (friend list, blacklist, search). */
export interface ListedPlayerRow {
  id: number;
  name: string;
  pic_url: string;
  picture_setting: number;
  vip_level: number;
}

const LIST_COLUMNS = ['players.id', 'players.name', 'players.pic_url', 'players.picture_setting', 'players.vip_level'] as const;

/**
 * `players.name` contains `text` literally (LIKE wildcards in it are escaped), ignoring ASCII
 * case on both engines: SQLite's LIKE ignores it, PostgreSQL's does not, so both sides are lowered.
 */
function nameContains(text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(players.name) like lower(${pattern}) escape '\\'`;
}

/** Read-only player lists: a player's friends or blacklist, and the nickname search. */
export function playerListsRepository(db: Db) {
  return {
    /** Players `playerId` marked with `type` (1 friend, 2 blocked), optionally by nickname, newest first. */
    async related(playerId: number, type: number, opts: { name?: string; offset: number; limit: number }) {
      let q = db
        .selectFrom('relationships as r')
        .innerJoin('players', 'players.id', 'r.target_id')
        .where('r.player_id', '=', playerId)
        .where('r.type', '=', type);
      if (opts.name) q = q.where(nameContains(opts.name));
      const [rows, total] = await Promise.all([
        q.select(LIST_COLUMNS).orderBy('r.created_at', 'desc').orderBy('players.id').offset(opts.offset).limit(opts.limit).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { rows: rows as ListedPlayerRow[], total: Number(total?.n ?? 0) };
    },

    /**
     * Active players whose nickname contains `name` (or whose id is `playerId`), by id.
     * `excludeIds` leaves out the asker, friends or blocked players as the request says.
     */
    async search(opts: { name?: string; playerId?: number; excludeIds: readonly number[]; offset: number; limit: number }) {
      let q = db.selectFrom('players').where('players.status', '=', PlayerStatus.Active);
      if (opts.playerId !== undefined) q = q.where('players.id', '=', opts.playerId);
      if (opts.name) q = q.where(nameContains(opts.name));
      if (opts.excludeIds.length > 0) q = q.where('players.id', 'not in', [...opts.excludeIds]);
      const [rows, total] = await Promise.all([
        q.select(LIST_COLUMNS).orderBy('players.id').offset(opts.offset).limit(opts.limit).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { rows: rows as ListedPlayerRow[], total: Number(total?.n ?? 0) };
    },

    /**
     * Active players not in `excludeIds`, who signed in most recently first: the pool of
     * recommended friends (11560).
     */
    async recent(opts: { excludeIds: readonly number[]; limit: number }): Promise<ListedPlayerRow[]> {
      let q = db.selectFrom('players').where('players.status', '=', PlayerStatus.Active);
      if (opts.excludeIds.length > 0) q = q.where('players.id', 'not in', [...opts.excludeIds]);
      const rows = await q.select(LIST_COLUMNS).orderBy('players.last_login_time', 'desc').orderBy('players.id').limit(opts.limit).execute();
      return rows as ListedPlayerRow[];
    },

    /** Players who bound `playerId`'s invitation code (12630, migration 014), newest first, optionally by name. */
    async invitedFriends(
      playerId: number,
      opts: { name?: string; offset: number; limit: number },
    ): Promise<{ rows: ListedPlayerRow[]; total: number }> {
      let q = db
        .withTables<{ invitations: InvitationsTable }>()
        .selectFrom('invitations as i')
        .innerJoin('players', 'players.id', 'i.invitee_id')
        .where('i.inviter_id', '=', playerId);
      if (opts.name) q = q.where(nameContains(opts.name));
      const [rows, total] = await Promise.all([
        q.select(LIST_COLUMNS).orderBy('i.created_at', 'desc').orderBy('players.id').offset(opts.offset).limit(opts.limit).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { rows: rows as ListedPlayerRow[], total: Number(total?.n ?? 0) };
    },

    /** Ids `playerId` marked with `type`. */
    async relatedIds(playerId: number, type: number): Promise<number[]> {
      const rows = await db
        .selectFrom('relationships')
        .select('target_id')
        .where('player_id', '=', playerId)
        .where('type', '=', type)
        .execute();
      return rows.map((r) => r.target_id);
    },
  };
}

export type PlayerListsRepository = ReturnType<typeof playerListsRepository>;
