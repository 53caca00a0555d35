/**
 * Announcements (chat §2 /announcement, /other/announcement and the detail route, §3 categories
 * 1–7 and "Top announcement", §7 `/api/v1/a10t/list` and `/api/v1/a10t/info`; account §2
 * "latest news", §7 12740 news ticker with reply Rows). The articles are the same store as the
 * chat's pinned announcements (30260): one article, one id, texts per language. Choices where
 * the spec is silent: docs/protocol-announcements.md.
 */
import * as z from 'zod/mini';
import { int, str } from './schema';

export const AnnouncementPath = {
  /** No token needed (home shows the news to visitors): one page of articles, newest first, pinned first. */
  List: '/api/v1/a10t/list',
  /** No token needed: one article with its HTML body, or 200401. */
  Info: '/api/v1/a10t/info',
} as const;

/** §3 announcement categories (1 維護, 2 權益, 3 遊戲, 4 優惠, 5 競賽, 6 其他, 7 活動). */
export const AnnouncementCategory = {
  Maintenance: 1,
  Rights: 2,
  Games: 3,
  Promotion: 4,
  Contest: 5,
  Other: 6,
  Event: 7,
} as const;
export const ANNOUNCEMENT_CATEGORIES = [1, 2, 3, 4, 5, 6, 7] as const;

/** The languages an article has texts in (zh_tw is the article's own text, the others fall back to it). */
export const ANNOUNCEMENT_LANGS = ['zh_tw', 'id_id', 'vi_vn'] as const;
export type AnnouncementLang = (typeof ANNOUNCEMENT_LANGS)[number];

export const AnnouncementLimits = {
  /** Default and largest page of the list. */
  PageSize: 10,
  MaxPageSize: 50,
  TitleMax: 200,
  /** A summary is plain text; when none is stored the server cuts one from the body. */
  SummaryMax: 300,
  ContentMax: 50_000,
  /** Lines of the news ticker, and the length of one. */
  TickerMax: 10,
  TickerLineMax: 120,
} as const;

const lang = () => z.optional(z.enum(ANNOUNCEMENT_LANGS));

/** Body of POST /api/v1/a10t/list. Category 0 or absent: every category. Lang absent: zh_tw. */
export const announcementListRequestSchema = z.object({
  Lang: lang(),
  Category: z.optional(int(0, 7)),
  Page: int(1, 100_000),
  PerPage: z.optional(int(1, AnnouncementLimits.MaxPageSize)),
});
export type AnnouncementListRequest = z.infer<typeof announcementListRequestSchema>;

/** One article as the list shows it: no body. Summary is plain text (render as text). */
export const announcementSummarySchema = z.object({
  ID: int(1),
  Category: int(1, 7),
  Title: z.string(),
  Summary: z.string(),
  /** Publish time, epoch ms. */
  CreateTime: z.number(),
  IsTop: z.boolean(),
});
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>;

export const announcementListResultSchema = z.object({
  Page: int(1),
  PerPage: int(1),
  Total: int(0),
  List: z.array(announcementSummarySchema),
});
export type AnnouncementListResult = z.infer<typeof announcementListResultSchema>;

/** Body of POST /api/v1/a10t/info. */
export const announcementInfoRequestSchema = z.object({ ID: int(1), Lang: lang() });
export type AnnouncementInfoRequest = z.infer<typeof announcementInfoRequestSchema>;

/** One article with its body: Content is HTML, sanitised with DOMPurify before it is shown. */
export const announcementInfoResultSchema = z.extend(announcementSummarySchema, { Content: z.string() });
export type AnnouncementInfo = z.infer<typeof announcementInfoResultSchema>;

/** 12740: the news ticker in the player's language (Lang absent: zh_tw). */
export const newsTickerRequestSchema = z.object({ Lang: lang() });
export type NewsTickerRequest = z.infer<typeof newsTickerRequestSchema>;

/** One ticker line: plain text, and the article it opens (0: none). */
export const newsTickerRowSchema = z.object({ Text: str(1, AnnouncementLimits.TickerLineMax), ID: int(0) });
export type NewsTickerRow = z.infer<typeof newsTickerRowSchema>;

/**
 * 12741: the reply to 12740, and a push to every lobby socket when the lines of a language
 * change (Lang says which; a page in another language keeps its own).
 */
export const newsTickerResultSchema = z.object({ Lang: z.enum(ANNOUNCEMENT_LANGS), Rows: z.array(newsTickerRowSchema) });
export type NewsTickerResult = z.infer<typeof newsTickerResultSchema>;
