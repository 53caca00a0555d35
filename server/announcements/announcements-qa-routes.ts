/**
 * QA: publish a news article (texts per language, pinned, publish time) or set a language's
 * news ticker lines (docs/qa-api.md, POST /__qa/news). One of `Article` / `Ticker` per call.
 */
import * as z from 'zod/mini';
import { ANNOUNCEMENT_LANGS, AnnouncementLimits, QaPath, parsePayload } from '../../src/protocol';
import { int, str } from '../../src/protocol/schema';
import type { ReplyError } from '../errors';
import { answer, badRequest } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { publishArticle } from './articles';
import { setTicker } from './ticker';

const text = z.object({
  Title: str(1, AnnouncementLimits.TitleMax),
  Summary: z.optional(str(0, AnnouncementLimits.SummaryMax)),
  Content: str(0, AnnouncementLimits.ContentMax),
});

const newsSchema = z.object({
  Article: z.optional(
    z.object({
      Category: int(1, 7),
      IsTop: z.optional(z.boolean()),
      /** Epoch ms; later than the server's now schedules it. */
      PublishTime: z.optional(int(0)),
      /** Post the title in the chat's announcement channel (default true). */
      AnnounceInChat: z.optional(z.boolean()),
      Texts: z.object({ zh_tw: text, id_id: z.optional(text), vi_vn: z.optional(text) }),
    }),
  ),
  Ticker: z.optional(
    z.object({
      Lang: z.enum(ANNOUNCEMENT_LANGS),
      Rows: z.array(z.object({ Text: str(1, AnnouncementLimits.TickerLineMax), ID: z.optional(int(0)) })).check(z.maxLength(AnnouncementLimits.TickerMax)),
    }),
  ),
});

type QaText = z.infer<typeof text>;
const articleText = (t: QaText) => ({ title: t.Title, summary: t.Summary ?? '', content: t.Content });

export function registerAnnouncementQaRoutes(router: Router, services: Services): void {
  router.post(QaPath.News, async (ctx) => {
    const parsed = parsePayload(newsSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const { Article, Ticker } = parsed.value;
    if (!Article === !Ticker) return badRequest('send one of Article or Ticker');
    const refused = (err: ReplyError) => badRequest(err.message);
    if (Article) {
      const { zh_tw, id_id, vi_vn } = Article.Texts;
      return answer(async () => {
        const id = await publishArticle(services, {
          category: Article.Category,
          isTop: Article.IsTop ?? false,
          createdAt: Article.PublishTime,
          announceInChat: Article.AnnounceInChat,
          texts: { zh_tw: articleText(zh_tw), ...(id_id && { id_id: articleText(id_id) }), ...(vi_vn && { vi_vn: articleText(vi_vn) }) },
        });
        return { body: { ID: id } };
      }, refused);
    }
    const ticker = Ticker!;
    return answer(async () => ({ body: await setTicker(services, ticker.Lang, ticker.Rows.map((r) => ({ Text: r.Text, ID: r.ID ?? 0 }))) }), refused);
  });
}
