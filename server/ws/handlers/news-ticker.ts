import { Op } from '../../../src/protocol';
import { tickerRows } from '../../announcements/ticker';
import type { HandlerRegistry } from '../handler-registry';

/** 12740 news ticker (docs/protocol-announcements.md). */
export function registerNewsTickerHandlers(registry: HandlerRegistry): void {
  registry.register(Op.NewsTicker, (ctx, p) => tickerRows(ctx.services, p.Lang ?? 'zh_tw'));
}
