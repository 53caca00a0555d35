/**
 * Seeds the announcements (news articles) with their texts in the three languages, oldest
 * first so ids grow with time (the chat's unread count of the announcement channel relies on
 * it). Runs inside the seed's transaction; posts nothing in chat (the seed writes its own).
 */
import type { Repositories } from './repositories';
import { SEED_ANNOUNCEMENTS } from './seed-data';
import { SEED_ANNOUNCEMENT_TRANSLATIONS, SEED_ARTICLES, type SeedArticle, type SeedText } from './seed-announcements-data';

const HOUR = 60 * 60_000;

const text = (t: SeedText) => ({ title: t.title, summary: t.summary ?? '', content: t.content });

function allArticles(): SeedArticle[] {
  const first = SEED_ANNOUNCEMENTS.map((a) => {
    const other = SEED_ANNOUNCEMENT_TRANSLATIONS[a.title];
    if (!other) throw new Error(`seed announcement "${a.title}" has no translations`);
    return { category: a.category, isTop: a.isTop, hoursAgo: a.hoursAgo, zh_tw: { title: a.title, content: a.content }, ...other };
  });
  return [...first, ...SEED_ARTICLES].sort((a, b) => b.hoursAgo - a.hoursAgo);
}

export async function seedAnnouncements(repos: Repositories, now: number): Promise<void> {
  for (const a of allArticles()) {
    const id = await repos.announcementArticles.create({ ...text(a.zh_tw), category: a.category, isTop: a.isTop ?? false, createdAt: now - a.hoursAgo * HOUR });
    await repos.announcementArticles.setText(id, 'id_id', text(a.id_id));
    await repos.announcementArticles.setText(id, 'vi_vn', text(a.vi_vn));
  }
}
