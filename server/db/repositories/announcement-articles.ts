/**
 * Announcements read as news articles (migration 019): the `announcements` rows with their
 * texts in the reader's language (`announcement_texts`, falling back to the row's own zh_tw
 * text), and the news ticker lines per language. An article whose time is still ahead is
 * scheduled: no list, detail or ticker shows it before then.
 */
import type { Generated } from 'kysely';
import type { Db } from '../schema';

interface AnnouncementTextsTable {
  announcement_id: number;
  lang: string;
  title: string;
  summary: Generated<string>;
  content: string;
}

interface NewsTickerTable {
  id: Generated<number>;
  lang: string;
  position: number;
  text: string;
  announcement_id: number | null;
}

/** One article in one language. `summary` is '' when none was written. */
export interface ArticleRow {
  id: number;
  category: number;
  title: string;
  summary: string;
  content: string;
  isTop: boolean;
  createdAt: number;
}

export interface ArticleText {
  title: string;
  summary: string;
  content: string;
}

export interface NewArticle extends ArticleText {
  category: number;
  isTop: boolean;
  createdAt: number;
}

export interface TickerLine {
  text: string;
  announcementId: number | null;
}

export function announcementArticlesRepository(db: Db, now: () => number) {
  const q = db.withTables<{ announcements: { summary: Generated<string> }; announcement_texts: AnnouncementTextsTable; news_ticker: NewsTickerTable }>();

  /** Published articles with the texts of `lang` where it has them. */
  const articles = (lang: string) =>
    q
      .selectFrom('announcements as a')
      .leftJoin('announcement_texts as t', (j) => j.onRef('t.announcement_id', '=', 'a.id').on('t.lang', '=', lang))
      .select((eb) => [
        'a.id',
        'a.category',
        'a.is_top',
        'a.created_at',
        eb.fn.coalesce('t.title', 'a.title').as('title'),
        eb.fn.coalesce('t.summary', 'a.summary').as('summary'),
        eb.fn.coalesce('t.content', 'a.content').as('content'),
      ])
      .where('a.created_at', '<=', now());

  const toRow = (r: { id: number; category: number; is_top: number; created_at: number; title: string; summary: string; content: string }): ArticleRow => ({
    id: Number(r.id),
    category: r.category,
    title: r.title,
    summary: r.summary,
    content: r.content,
    isTop: r.is_top === 1,
    createdAt: Number(r.created_at),
  });

  return {
    /** Pinned first, then newest first; `category` narrows to one. */
    async page(query: { lang: string; category?: number; offset: number; limit: number }): Promise<{ rows: ArticleRow[]; total: number }> {
      let list = articles(query.lang);
      let count = q.selectFrom('announcements').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '<=', now());
      if (query.category !== undefined) {
        list = list.where('a.category', '=', query.category);
        count = count.where('category', '=', query.category);
      }
      const [rows, total] = await Promise.all([
        list.orderBy('a.is_top', 'desc').orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').offset(query.offset).limit(query.limit).execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toRow), total: Number(total.n) };
    },

    async find(id: number, lang: string): Promise<ArticleRow | undefined> {
      const r = await articles(lang).where('a.id', '=', id).executeTakeFirst();
      return r && toRow(r);
    },

    /** The latest pinned articles (the ticker of a language that set no lines). */
    async pinned(lang: string, limit: number): Promise<ArticleRow[]> {
      const rows = await articles(lang).where('a.is_top', '=', 1).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
      return rows.map(toRow);
    },

    /** A new article in its own (zh_tw) text; returns its id. */
    async create(a: NewArticle): Promise<number> {
      const row = await q
        .insertInto('announcements')
        .values({ category: a.category, title: a.title, summary: a.summary, content: a.content, is_top: a.isTop ? 1 : 0, created_at: a.createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** Sets (or replaces) the article's text in `lang`. */
    async setText(id: number, lang: string, text: ArticleText): Promise<void> {
      await q
        .insertInto('announcement_texts')
        .values({ announcement_id: id, lang, ...text })
        .onConflict((oc) => oc.columns(['announcement_id', 'lang']).doUpdateSet({ title: text.title, summary: text.summary, content: text.content }))
        .execute();
    },

    /** The ticker lines `lang` has set, in order (a line whose article is scheduled waits with it). */
    async tickerLines(lang: string): Promise<TickerLine[]> {
      const rows = await q
        .selectFrom('news_ticker as n')
        .leftJoin('announcements as a', 'a.id', 'n.announcement_id')
        .select(['n.text', 'n.announcement_id', 'a.created_at'])
        .where('n.lang', '=', lang)
        .orderBy('n.position')
        .orderBy('n.id')
        .execute();
      const at = now();
      return rows
        .filter((r) => r.announcement_id === null || (r.created_at !== null && Number(r.created_at) <= at))
        .map((r) => ({ text: r.text, announcementId: r.announcement_id === null ? null : Number(r.announcement_id) }));
    },

    /** Replaces the ticker lines of `lang` (call inside a transaction). */
    async replaceTicker(lang: string, lines: readonly TickerLine[]): Promise<void> {
      await q.deleteFrom('news_ticker').where('lang', '=', lang).execute();
      if (lines.length === 0) return;
      await q
        .insertInto('news_ticker')
        .values(lines.map((l, i) => ({ lang, position: i, text: l.text, announcement_id: l.announcementId })))
        .execute();
    },

    /** Whether an article of this id exists (published or scheduled). */
    async exists(id: number): Promise<boolean> {
      return (await q.selectFrom('announcements').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },
  };
}

export type AnnouncementArticlesRepository = ReturnType<typeof announcementArticlesRepository>;
