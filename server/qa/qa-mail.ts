/**
 * `POST /__qa/mail`: sends a mail to a player, from the system or from a player, with items
 * (collected later through the wallet), and pushes 10121 to the recipient. With ClientID the
 * same mail is sent once however often the call is repeated. See docs/qa-api.md.
 */
import * as z from 'zod/mini';
import { Code, MailLimits, QaPath, parsePayload } from '../../src/protocol';
import { int, str } from '../../src/protocol/schema';
import { ReplyError } from '../errors';
import { badRequest, errorResult, type HttpResult } from '../http/reply';
import type { Router } from '../http/router';
import { sendMail } from '../mail/send-mail';
import type { Services } from '../services';

const qaMailSchema = z.object({
  PlayerID: int(1),
  /** A player sender; left out: the system. */
  SenderID: z.optional(int(1)),
  Title: str(1, MailLimits.TitleLength),
  Text: z.optional(str(0, MailLimits.TextLength)),
  /** `{ "1": 5000 }`: item id → amount. */
  Items: z.optional(z.record(z.string().check(z.regex(/^[1-9]\d{0,8}$/)), int(1, MailLimits.MaxItemAmount))),
  ClientID: z.optional(z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/))),
});

export function registerQaMailRoute(router: Router, services: Services): void {
  router.post(QaPath.Mail, async (ctx): Promise<HttpResult> => {
    const parsed = parsePayload(qaMailSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const p = parsed.value;
    if (p.SenderID === p.PlayerID) return badRequest('SenderID: must differ from PlayerID');
    try {
      const mail = await sendMail(services, {
        to: p.PlayerID,
        from: p.SenderID ?? null,
        title: p.Title,
        text: p.Text ?? '',
        items: p.Items ?? {},
        dedupeKey: p.ClientID && `qa:${p.ClientID}`,
      });
      return { body: mail ? { Sent: true, Mail: mail } : { Sent: false } };
    } catch (err) {
      if (err instanceof ReplyError) return err.code === Code.PlayerNotFound ? errorResult(404, err.code, err.message) : badRequest(err.message);
      throw err;
    }
  });
}
