/**
 * The club menu's storage (migration 025; server/club). Every write that depends on a read
 * (capacity, one leader, pending applications) runs inside the caller's transaction after
 * `lockClub`, which takes the club's row lock on PostgreSQL (an UPDATE that changes nothing)
 * and answers the row; SQLite has one writer, so the transaction alone serialises. The partial
 * unique index `club_members_one_leader` and the `club_members` primary key (one club per
 * player) hold even if a caller forgot the lock.
 */
import { sql } from 'kysely';
import { ClubApplicationStatus } from '../../../src/protocol';
import type { Db } from '../schema';

export interface MemberRow {
  player_id: number;
  role: number;
  joined_at: number;
  name: string;
  pic_url: string;
  vip_level: number;
}

export function clubMenuRepository(db: Db, now: () => number) {
  return {
    /** Locks the club's row until the transaction ends; undefined for no such club. */
    async lockClub(clubId: number) {
      if (!db.isTransaction) throw new Error('lockClub runs inside a transaction');
      return db.updateTable('clubs').set({ id: sql<number>`id` }).where('id', '=', clubId).returningAll().executeTakeFirst();
    },

    async memberCount(clubId: number): Promise<number> {
      const r = await db.selectFrom('club_members').select((eb) => eb.fn.countAll<number>().as('n')).where('club_id', '=', clubId).executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async roleCount(clubId: number, role: number): Promise<number> {
      const r = await db
        .selectFrom('club_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('club_id', '=', clubId)
        .where('role', '=', role)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** Adds a player who is in no club; false when they are in one (the primary key). */
    async insertMember(clubId: number, playerId: number, role: number): Promise<boolean> {
      const r = await db
        .insertInto('club_members')
        .values({ club_id: clubId, player_id: playerId, role, joined_at: now() })
        .onConflict((oc) => oc.column('player_id').doNothing())
        .returning('player_id')
        .executeTakeFirst();
      return r !== undefined;
    },

    async removeMember(clubId: number, playerId: number): Promise<boolean> {
      const r = await db.deleteFrom('club_members').where('club_id', '=', clubId).where('player_id', '=', playerId).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** Sets a member's role only when it is `from`; false otherwise (a racing change won). */
    async changeRole(clubId: number, playerId: number, from: number, to: number): Promise<boolean> {
      const r = await db
        .updateTable('club_members')
        .set({ role: to })
        .where('club_id', '=', clubId)
        .where('player_id', '=', playerId)
        .where('role', '=', from)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Moves clubs.leader_id from `from` to `to` only when it is still `from`. */
    async moveLeader(clubId: number, from: number, to: number): Promise<boolean> {
      const r = await db.updateTable('clubs').set({ leader_id: to }).where('id', '=', clubId).where('leader_id', '=', from).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async setDescription(clubId: number, description: string): Promise<void> {
      await db.updateTable('clubs').set({ description }).where('id', '=', clubId).execute();
    },

    async setCapacity(clubId: number, capacity: number): Promise<void> {
      await db.updateTable('clubs').set({ capacity }).where('id', '=', clubId).execute();
    },

    async deleteClub(clubId: number): Promise<void> {
      // SQLite runs without foreign-key enforcement here: the dependants go explicitly.
      for (const t of ['club_members', 'club_applications', 'club_daily_counts', 'club_exchanges'] as const) {
        await db.deleteFrom(t).where('club_id', '=', clubId).execute();
      }
      await db.deleteFrom('clubs').where('id', '=', clubId).execute();
    },

    nameTaken(name: string) {
      return db.selectFrom('clubs').select('id').where(sql<string>`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
    },

    /** Members with their player fields; leader first, then sub leaders, then by join time. */
    async members(clubId: number, opts: { roles?: readonly number[]; offset: number; limit: number }): Promise<{ rows: MemberRow[]; total: number }> {
      let q = db.selectFrom('club_members as m').innerJoin('players as p', 'p.id', 'm.player_id').where('m.club_id', '=', clubId);
      if (opts.roles) q = q.where('m.role', 'in', [...opts.roles]);
      const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .select(['m.player_id', 'm.role', 'm.joined_at', 'p.name', 'p.pic_url', 'p.vip_level'])
        .orderBy('m.role')
        .orderBy('m.joined_at')
        .orderBy('m.player_id')
        .offset(opts.offset)
        .limit(opts.limit)
        .execute();
      return { rows: rows.map((r) => ({ ...r, joined_at: Number(r.joined_at) })), total: Number(total.n) };
    },

    // --- applications and invitations ---

    /** A pending row of this kind; false when one is pending already (the partial unique index). */
    async addApplication(a: { clubId: number; playerId: number; kind: number; inviterId?: number }): Promise<number | undefined> {
      const r = await db
        .insertInto('club_applications')
        .values({ club_id: a.clubId, player_id: a.playerId, kind: a.kind, inviter_id: a.inviterId ?? null, created_at: now() })
        .onConflict((oc) => oc.columns(['club_id', 'player_id', 'kind']).where(sql.ref('status'), '=', sql.lit(ClubApplicationStatus.Pending)).doNothing())
        .returning('id')
        .executeTakeFirst();
      return r?.id;
    },

    findApplication(id: number) {
      return db.selectFrom('club_applications').selectAll().where('id', '=', id).executeTakeFirst();
    },

    pendingOf(playerId: number) {
      return db.selectFrom('club_applications').select(['id', 'club_id', 'kind']).where('player_id', '=', playerId).where('status', '=', ClubApplicationStatus.Pending).execute();
    },

    pendingFor(clubId: number, playerId: number, kind: number) {
      return db
        .selectFrom('club_applications')
        .select('id')
        .where('club_id', '=', clubId)
        .where('player_id', '=', playerId)
        .where('kind', '=', kind)
        .where('status', '=', ClubApplicationStatus.Pending)
        .executeTakeFirst();
    },

    /** Pending applications (kind 1) and unanswered invitations of a club, oldest first. */
    pendingOfClub(clubId: number) {
      return db
        .selectFrom('club_applications as a')
        .innerJoin('players as p', 'p.id', 'a.player_id')
        .select(['a.id', 'a.player_id', 'a.kind', 'a.created_at', 'p.name', 'p.vip_level'])
        .where('a.club_id', '=', clubId)
        .where('a.status', '=', ClubApplicationStatus.Pending)
        .orderBy('a.created_at')
        .orderBy('a.id')
        .execute();
    },

    /** Decides a pending row; false when it was decided already (a racing accept or reject). */
    async decide(id: number, status: number): Promise<boolean> {
      const r = await db
        .updateTable('club_applications')
        .set({ status, decided_at: now() })
        .where('id', '=', id)
        .where('status', '=', ClubApplicationStatus.Pending)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Voids every other pending row of the player (they joined a club). */
    async voidPendingOf(playerId: number): Promise<void> {
      await db
        .updateTable('club_applications')
        .set({ status: ClubApplicationStatus.Void, decided_at: now() })
        .where('player_id', '=', playerId)
        .where('status', '=', ClubApplicationStatus.Pending)
        .execute();
    },

    // --- re-apply countdown ---

    /** The latest end of the player's countdowns for this club or any club (0: none). */
    async cooldownUntil(playerId: number, clubId: number): Promise<number> {
      const rows = await db.selectFrom('club_cooldowns').select('until_at').where('player_id', '=', playerId).where('club_id', 'in', [0, clubId]).execute();
      return rows.reduce((m, r) => Math.max(m, Number(r.until_at)), 0);
    },

    async setCooldown(playerId: number, clubId: number, until: number): Promise<void> {
      await db
        .insertInto('club_cooldowns')
        .values({ player_id: playerId, club_id: clubId, until_at: until })
        .onConflict((oc) => oc.columns(['player_id', 'club_id']).doUpdateSet({ until_at: until }))
        .execute();
    },

    // --- daily counts (group messages) ---

    /** Counts one more `kind` today when under `limit`; the count after, or undefined when full. */
    async takeDaily(clubId: number, kind: string, dayStart: number, limit: number): Promise<number | undefined> {
      await db
        .insertInto('club_daily_counts')
        .values({ club_id: clubId, kind, day_start: dayStart, count: 0 })
        .onConflict((oc) => oc.columns(['club_id', 'kind', 'day_start']).doNothing())
        .execute();
      const r = await db
        .updateTable('club_daily_counts')
        .set((eb) => ({ count: eb('count', '+', 1) }))
        .where('club_id', '=', clubId)
        .where('kind', '=', kind)
        .where('day_start', '=', dayStart)
        .where('count', '<', limit)
        .returning('count')
        .executeTakeFirst();
      return r?.count;
    },

    // --- exchange records ---

    /** Records members' exchanges (the store calls this for a player in a club; QA seeds), 500 rows a statement. */
    async addExchanges(list: readonly { clubId: number; playerId: number; kind: number; gold: number; gems: number; at?: number }[]): Promise<void> {
      for (let i = 0; i < list.length; i += 500) {
        const values = list.slice(i, i + 500).map((e) => ({ club_id: e.clubId, player_id: e.playerId, kind: e.kind, gold: e.gold, gems: e.gems, created_at: e.at ?? now() }));
        await db.insertInto('club_exchanges').values(values).execute();
      }
    },

    /** Exchange records of a club, newest first; of one player when `playerId` is given. */
    async exchanges(clubId: number, opts: { kind?: number; playerId?: number; offset: number; limit: number }) {
      let q = db.selectFrom('club_exchanges as e').innerJoin('players as p', 'p.id', 'e.player_id').where('e.club_id', '=', clubId);
      if (opts.kind) q = q.where('e.kind', '=', opts.kind);
      if (opts.playerId) q = q.where('e.player_id', '=', opts.playerId);
      const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .select(['e.player_id', 'e.kind', 'e.gold', 'e.gems', 'e.created_at', 'p.name'])
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .offset(opts.offset)
        .limit(opts.limit)
        .execute();
      return { rows, total: Number(total.n) };
    },

    // --- search ---

    /** Clubs by id or name part, with member counts; newest first. */
    async search(keyword: string, offset: number, limit: number) {
      let q = db.selectFrom('clubs as c');
      const k = keyword.trim();
      if (k !== '') {
        const id = /^\d{1,9}$/.test(k) ? Number(k) : -1;
        const like = `%${k.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
        q = q.where((eb) => eb.or([eb('c.id', '=', id), eb(sql<string>`lower(c.name)`, 'like', sql<string>`${like} escape '\\'`)]));
      }
      const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .selectAll('c')
        .select((eb) => eb.selectFrom('club_members as m').select((e2) => e2.fn.countAll<number>().as('n')).whereRef('m.club_id', '=', 'c.id').as('member_count'))
        .orderBy('c.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return { rows, total: Number(total.n) };
    },
  };
}

export type ClubMenuRepository = ReturnType<typeof clubMenuRepository>;
