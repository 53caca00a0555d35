import type { Db } from '../schema';

export interface NewAnnouncement {
  category: number;
  title: string;
  content: string;
  isTop?: boolean;
  createdAt?: number;
}

export function announcementsRepository(db: Db, now: () => number) {
  return {
    async create(a: NewAnnouncement) {
      return db
        .insertInto('announcements')
        .values({
          category: a.category,
          title: a.title,
          content: a.content,
          is_top: a.isTop ? 1 : 0,
          created_at: a.createdAt ?? now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Newest first, optionally one category, created before `before` (history paging). */
    list(query: { category?: number; before?: number; offset: number; limit: number }) {
      let q = db.selectFrom('announcements').selectAll();
      if (query.category !== undefined) q = q.where('category', '=', query.category);
      if (query.before !== undefined) q = q.where('created_at', '<', query.before);
      return q.orderBy('created_at', 'desc').orderBy('id', 'desc').offset(query.offset).limit(query.limit).execute();
    },

    top() {
      return db.selectFrom('announcements').selectAll().where('is_top', '=', 1).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    /** Announcements newer than what the player has read (ids increase with time). */
    async countAfter(afterId: number, sinceTime: number): Promise<number> {
      const row = await db
        .selectFrom('announcements')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', '>', afterId)
        .where('created_at', '>=', sinceTime)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async latestId(): Promise<number> {
      const row = await db.selectFrom('announcements').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      return Number(row?.id ?? 0);
    },
  };
}

export type AnnouncementsRepository = ReturnType<typeof announcementsRepository>;
