/**
 * 019: announcements as news articles (issue 12; chat §3, §7 a10t, account §7 12740).
 * The articles stay in `announcements` (the chat's pinned strip, 30260, reads the same rows):
 * `summary` is the plain-text summary of the row's own (zh_tw) text, '' to cut one from the body.
 * `announcement_texts`: an article's title, summary and HTML body in another language; a
 * language without a row shows the article's own text.
 * `news_ticker`: the ticker lines a language has set (12740); none set shows the titles of the
 * pinned articles. `announcement_id` is the article a line opens (NULL: none).
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('announcements').addColumn('summary', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createIndex('announcements_list').on('announcements').columns(['category', 'is_top', 'created_at']).execute();

  await db.schema
    .createTable('announcement_texts')
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_texts_pk', ['announcement_id', 'lang'])
    .execute();

  await db.schema
    .createTable('news_ticker')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('announcement_id', 'integer', (c) => c.references('announcements.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('news_ticker_lang').on('news_ticker').columns(['lang', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news_ticker').ifExists().execute();
  await db.schema.dropTable('announcement_texts').ifExists().execute();
  await db.schema.dropIndex('announcements_list').ifExists().execute();
  await db.schema.alterTable('announcements').dropColumn('summary').execute();
}
