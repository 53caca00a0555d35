/**
 * News articles (chat §7 `/api/v1/a10t/list`, `/api/v1/a10t/info`): the announcement rows the
 * chat's pinned strip also reads, in the reader's language. The HTML body is stored as the
 * operator wrote it and sanitised with DOMPurify by every page that shows it (the server has
 * no HTML parser; docs/protocol-announcements.md). Publishing also posts the title in the
 * chat's announcement channel, like the chat's own announcements.
 */
import {
  AnnouncementLimits,
  ChannelType,
  Code,
  type AnnouncementInfo,
  type AnnouncementLang,
  type AnnouncementListRequest,
  type AnnouncementListResult,
  type AnnouncementSummary,
} from '../../src/protocol';
import type { ArticleRow, ArticleText } from '../db/repositories/announcement-articles';
import { withTransaction } from '../db/repositories';
import { publishSiteMessage } from '../chat/system-messages';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { articleSummary } from './summary';
import { broadcastTicker } from './ticker';

const DEFAULT_LANG: AnnouncementLang = 'zh_tw';

function toSummary(a: ArticleRow): AnnouncementSummary {
  return { ID: a.id, Category: a.category, Title: a.title, Summary: articleSummary(a.summary, a.content), CreateTime: a.createdAt, IsTop: a.isTop };
}

/** One page: pinned first, then newest first; Category 0 or absent is every category. */
export async function listArticles(services: Services, p: AnnouncementListRequest): Promise<AnnouncementListResult> {
  const perPage = p.PerPage ?? AnnouncementLimits.PageSize;
  const { rows, total } = await services.repos.announcementArticles.page({
    lang: p.Lang ?? DEFAULT_LANG,
    category: p.Category ? p.Category : undefined,
    offset: (p.Page - 1) * perPage,
    limit: perPage,
  });
  return { Page: p.Page, PerPage: perPage, Total: total, List: rows.map(toSummary) };
}

/** One published article with its HTML body; 200401 for an unknown or scheduled one. */
export async function articleInfo(services: Services, id: number, lang: AnnouncementLang = DEFAULT_LANG): Promise<AnnouncementInfo> {
  const row = await services.repos.announcementArticles.find(id, lang);
  if (!row) throw new ReplyError(Code.AnnouncementNotFound, 'announcement not found');
  return { ...toSummary(row), Content: row.content };
}

export interface PublishedArticle {
  category: number;
  isTop: boolean;
  /** Publish time (epoch ms); later than now schedules it. Default now. */
  createdAt?: number;
  /** The article's own text (zh_tw), and its texts in other languages. */
  texts: { zh_tw: ArticleText } & Partial<Record<Exclude<AnnouncementLang, 'zh_tw'>, ArticleText>>;
  /** Post the title in the chat's announcement channel (default true; the seed posts none). */
  announceInChat?: boolean;
}

/** Stores an article with its translations; returns its id. */
export async function publishArticle(services: Services, a: PublishedArticle): Promise<number> {
  const createdAt = a.createdAt ?? services.clock.now();
  const id = await withTransaction(services.repos, async (tx) => {
    const own = a.texts.zh_tw;
    const articleId = await tx.announcementArticles.create({ ...own, category: a.category, isTop: a.isTop, createdAt });
    for (const [lang, text] of Object.entries(a.texts)) {
      if (lang !== DEFAULT_LANG && text) await tx.announcementArticles.setText(articleId, lang, text);
    }
    return articleId;
  });
  if (a.announceInChat !== false && createdAt <= services.clock.now()) {
    await publishSiteMessage(services, {
      channelType: ChannelType.Announcement,
      text: a.texts.zh_tw.title,
      params: { announcement_id: id, category: a.category },
    });
  }
  // A pinned article joins the ticker of every language that set no lines of its own.
  if (a.isTop) await broadcastTicker(services);
  return id;
}
