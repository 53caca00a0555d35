/**
 * Home's latest news, read on the web server while the page renders (like the featured games):
 * the articles are checked against the protocol's schema and their dates and category names
 * resolved here, so a visitor's first visit downloads neither the schema library, the date
 * library nor the announcement texts for them (bench/budgets.json).
 */
import { lobbyServerCall } from '@/http/lobby-server-post';
import { getT } from '@/i18n/server';
import type { Locale } from '@/i18n/locales';
import type { AnnouncementListRequest } from '@/protocol/announcements';
import { announcementApi } from '@/protocol/api/announcements';
import { formatTaipeiTime } from '@/ui/format-time';
import { NS } from './texts-ns';

/** How many articles home shows. */
export const HOME_NEWS_COUNT = 5;
/** Home does not wait longer than this for the lobby; without an answer it says the news failed to load. */
export const HOME_NEWS_TIMEOUT_MS = 2000;

/** One line of home's news, ready to show. */
export interface HomeNewsItem {
  ID: number;
  Title: string;
  Category: number;
  CategoryLabel: string;
  IsTop: boolean;
  /** YYYY-MM-DD in Taipei time, and the instant for <time dateTime>. */
  Date: string;
  DateTime: string;
}

/** Home's news and the texts around it, in the page's language. */
export interface HomeNews {
  /** Null when the lobby did not answer in time or answered something unreadable. */
  items: HomeNewsItem[] | null;
  texts: { ticker: string; empty: string; failed: string };
}

/**
 * The latest articles (pinned first) in `lang`.
 * @example const news = await fetchHomeNews('zh_tw')
 */
export async function fetchHomeNews(lang: Locale, fetchImpl: typeof fetch = fetch): Promise<HomeNews> {
  const { t } = await getT(NS, { lng: lang });
  const texts = { ticker: t('ticker'), empty: t('empty'), failed: t('failed') };
  try {
    const body: AnnouncementListRequest = { Lang: lang, Page: 1, PerPage: HOME_NEWS_COUNT };
    const reply = await lobbyServerCall(announcementApi.List, body, { fetchImpl, timeoutMs: HOME_NEWS_TIMEOUT_MS });
    if (!reply.ok) return { items: null, texts };
    const items = reply.result.List.map((a) => ({
      ID: a.ID,
      Title: a.Title,
      Category: a.Category,
      CategoryLabel: t(`categories.${a.Category}`),
      IsTop: a.IsTop,
      Date: formatTaipeiTime(a.CreateTime).slice(0, 10),
      DateTime: new Date(a.CreateTime).toISOString(),
    }));
    return { items, texts };
  } catch {
    return { items: null, texts };
  }
}
