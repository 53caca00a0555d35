import { Op } from '../../../src/protocol';
import { listMail, mailAction } from '../../mail/mail-service';
import type { HandlerRegistry } from '../handler-registry';

/** Mail 10110 (list) and 10140 (read, collect, collect-and-send-back, delete), account §7. */
export function registerMailHandlers(registry: HandlerRegistry): void {
  registry.register(Op.MailUnread, (ctx, p) => listMail(ctx.services, ctx.playerId, p));
  registry.register(Op.MailAction, (ctx, p) => mailAction(ctx.services, ctx.playerId, p));
}
