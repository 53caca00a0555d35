/**
 * The news ticker (account §7 12740, reply Rows): short lines, each opening an article or
 * nothing. A language shows the lines set for it (QA, an operator); with none set, the titles
 * of its latest pinned articles. A change is pushed as 12741 to every lobby socket, with the
 * language it is for.
 */
import {
  ANNOUNCEMENT_LANGS,
  AnnouncementLimits,
  Code,
  Op,
  reply,
  type AnnouncementLang,
  type NewsTickerResult,
  type NewsTickerRow,
} from '../../src/protocol';
import { withTransaction } from '../db/repositories';
import { ReplyError } from '../errors';
import type { Services } from '../services';

function line(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > AnnouncementLimits.TickerLineMax ? `${chars.slice(0, AnnouncementLimits.TickerLineMax - 1).join('')}…` : chars.join('');
}

/** The ticker of a language. */
export async function tickerRows(services: Services, lang: AnnouncementLang): Promise<NewsTickerResult> {
  const repo = services.repos.announcementArticles;
  const set = await repo.tickerLines(lang);
  const rows: NewsTickerRow[] =
    set.length > 0
      ? set.map((l) => ({ Text: line(l.text), ID: l.announcementId ?? 0 }))
      : (await repo.pinned(lang, AnnouncementLimits.TickerMax)).map((a) => ({ Text: line(a.title), ID: a.id }));
  return { Lang: lang, Rows: rows.filter((r) => r.Text !== '').slice(0, AnnouncementLimits.TickerMax) };
}

/** Pushes the current ticker of each language (or of `only`) to every lobby socket. */
export async function broadcastTicker(services: Services, only?: AnnouncementLang): Promise<void> {
  for (const lang of only ? [only] : ANNOUNCEMENT_LANGS) {
    services.hub.broadcast(reply(Op.NewsTickerReply, Code.Ok, await tickerRows(services, lang)), 'lobby');
  }
}

/**
 * Replaces a language's ticker lines ([] goes back to the pinned titles) and pushes it.
 * An ID must name an article (400 to QA otherwise).
 */
export async function setTicker(services: Services, lang: AnnouncementLang, rows: readonly NewsTickerRow[]): Promise<NewsTickerResult> {
  await withTransaction(services.repos, async (tx) => {
    for (const r of rows) {
      if (r.ID && !(await tx.announcementArticles.exists(r.ID))) throw new ReplyError(Code.AnnouncementNotFound, `no announcement ${r.ID}`);
    }
    await tx.announcementArticles.replaceTicker(
      lang,
      rows.map((r) => ({ text: r.Text, announcementId: r.ID || null })),
    );
  });
  await broadcastTicker(services, lang);
  return tickerRows(services, lang);
}
