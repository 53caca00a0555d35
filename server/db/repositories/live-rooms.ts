import { sql } from 'kysely';
import { LIVE_SITES } from '../../../src/brand/types';
import type { Db } from '../schema';

/** A room made without its sites shows on every live site. */
const LIVE_SITE_LIST = LIVE_SITES.join(',');

/** A row of live_rooms (migration 009). `is_open` is 1 or 0. Times are epoch ms. */
export interface LiveRoomsTable {
  id: number;
  title: string;
  anchor_name: string;
  stream_url: string;
  is_open: number;
  sort_order: number;
  /** The anchor's player account (migration 010): a live gift to ToID 0 goes there. */
  anchor_player_id: number | null;
  /** The live sites it shows on, comma-separated (migration 027; chat §9). */
  sites: string;
  updated_at: number;
}

/** A room as QA and the seed write it (the anchor account is optional). */
export type NewLiveRoom = Omit<LiveRoomsTable, 'updated_at' | 'anchor_player_id' | 'sites'> & { anchor_player_id?: number | null; sites?: string };

/** A row of live_room_members: one socket in one room, on one process. */
export interface LiveRoomMembersTable {
  socket_id: string;
  process_id: string;
  room_id: number;
  player_id: number;
  joined_at: number;
}

export interface RoomWithCount extends LiveRoomsTable {
  members: number;
}

/** A player in a room (the 30140 page), earliest joined first. */
export interface RoomMember {
  player_id: number;
  name: string;
  pic_url: string;
  picture_setting: number;
  vip_level: number;
}

/**
 * Live rooms and who is in them. Counts are of distinct players whose socket's process is
 * one of `processes` (the live ones): rows a killed process left behind count for nothing.
 */
export function liveRoomsRepository(db: Db, now: () => number) {
  const q = db.withTables<{ live_rooms: LiveRoomsTable; live_room_members: LiveRoomMembersTable }>();

  const counted = (processes: readonly string[]) =>
    q
      .selectFrom('live_room_members')
      .select(['room_id', sql<number>`count(distinct player_id)`.as('members')])
      .where('process_id', 'in', processes)
      .groupBy('room_id')
      .as('m');

  return {
    /**
     * Every room (open first in sort order), each with its player count; with `sites`, only the
     * rooms that show on one of them.
     */
    async list(processes: readonly string[], openOnly: boolean, sites?: readonly string[]): Promise<RoomWithCount[]> {
      let query = q
        .selectFrom('live_rooms as r')
        .leftJoin(counted(processes), 'm.room_id', 'r.id')
        .selectAll('r')
        .select(sql<number>`coalesce(m.members, 0)`.as('members'))
        .orderBy('r.sort_order')
        .orderBy('r.id');
      if (openOnly) query = query.where('r.is_open', '=', 1);
      if (sites) {
        if (sites.length === 0) return [];
        query = query.where(({ or }) => or(sites.map((site) => sql<boolean>`(',' || r.sites || ',') like ${`%,${site},%`}`)));
      }
      const rows = await query.execute();
      return rows.map((r) => ({ ...r, members: Number(r.members), updated_at: Number(r.updated_at) }));
    },

    find(id: number): Promise<LiveRoomsTable | undefined> {
      return q.selectFrom('live_rooms').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Creates or replaces a room (QA, seed). */
    async upsert(room: NewLiveRoom): Promise<void> {
      const row = { ...room, anchor_player_id: room.anchor_player_id ?? null, sites: room.sites ?? LIVE_SITE_LIST, updated_at: now() };
      await q
        .insertInto('live_rooms')
        .values(row)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            title: row.title,
            anchor_name: row.anchor_name,
            stream_url: row.stream_url,
            is_open: row.is_open,
            sort_order: row.sort_order,
            anchor_player_id: row.anchor_player_id,
            sites: row.sites,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    },

    /** Creates a room unless one has its id (demo data: a restart keeps what QA changed). */
    async insertIfAbsent(room: NewLiveRoom): Promise<void> {
      await q
        .insertInto('live_rooms')
        .values({ ...room, sites: room.sites ?? LIVE_SITE_LIST, updated_at: now() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    /** Names the room's anchor account unless it has one (the seed); true when it was set. */
    async setAnchorIfNone(id: number, playerId: number): Promise<boolean> {
      const r = await q.updateTable('live_rooms').set({ anchor_player_id: playerId }).where('id', '=', id).where('anchor_player_id', 'is', null).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Opens or closes a room; false when there is no such room. */
    async setOpen(id: number, open: boolean): Promise<boolean> {
      const r = await q.updateTable('live_rooms').set({ is_open: open ? 1 : 0, updated_at: now() }).where('id', '=', id).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Puts a socket in a room (moving it out of any other); answers the room it was in, or 0. */
    async join(member: Omit<LiveRoomMembersTable, 'joined_at'>): Promise<number> {
      const before = await this.roomOf(member.socket_id);
      if (before === member.room_id) return before;
      await q.deleteFrom('live_room_members').where('socket_id', '=', member.socket_id).execute();
      await q.insertInto('live_room_members').values({ ...member, joined_at: now() }).execute();
      return before;
    },

    /** Takes a socket out of its room; answers that room, or 0 when it was in none. */
    async leave(socketId: string): Promise<number> {
      const row = await q.deleteFrom('live_room_members').where('socket_id', '=', socketId).returning('room_id').executeTakeFirst();
      return row?.room_id ?? 0;
    },

    async roomOf(socketId: string): Promise<number> {
      const row = await q.selectFrom('live_room_members').select('room_id').where('socket_id', '=', socketId).executeTakeFirst();
      return row?.room_id ?? 0;
    },

    /** Empties a room (it closed); answers the players that were in it. */
    async clear(roomId: number): Promise<number[]> {
      const rows = await q.deleteFrom('live_room_members').where('room_id', '=', roomId).returning('player_id').execute();
      return [...new Set(rows.map((r) => r.player_id))];
    },

    /** Distinct players in a room on the live processes. */
    async count(roomId: number, processes: readonly string[]): Promise<number> {
      const row = await q
        .selectFrom('live_room_members')
        .select(sql<number>`count(distinct player_id)`.as('n'))
        .where('room_id', '=', roomId)
        .where('process_id', 'in', processes)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Distinct players in a room on the live processes (push audience). */
    async playerIds(roomId: number, processes: readonly string[]): Promise<number[]> {
      const rows = await q
        .selectFrom('live_room_members')
        .select('player_id')
        .distinct()
        .where('room_id', '=', roomId)
        .where('process_id', 'in', processes)
        .execute();
      return rows.map((r) => r.player_id);
    },

    /** One page of a room's players, earliest joined first (a player's first socket counts). */
    page(roomId: number, processes: readonly string[], offset: number, limit: number): Promise<RoomMember[]> {
      const firstJoin = q
        .selectFrom('live_room_members')
        .select(['player_id', sql<number>`min(joined_at)`.as('joined')])
        .where('room_id', '=', roomId)
        .where('process_id', 'in', processes)
        .groupBy('player_id')
        .as('f');
      return db
        .withTables<{ live_room_members: LiveRoomMembersTable }>()
        .selectFrom(firstJoin)
        .innerJoin('players as p', 'p.id', 'f.player_id')
        .select(['f.player_id', 'p.name', 'p.pic_url', 'p.picture_setting', 'p.vip_level'])
        .orderBy('f.joined')
        .orderBy('f.player_id')
        .offset(offset)
        .limit(limit)
        .execute();
    },
  };
}

export type LiveRoomsRepository = ReturnType<typeof liveRoomsRepository>;
