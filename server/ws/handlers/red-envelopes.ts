import { Op } from '../../../src/protocol';
import { cancelEnvelope, createEnvelope, envelopeDetail, envelopeRecords, listEnvelopes, receiveEnvelope } from '../../red-envelopes/red-envelopes';
import type { HandlerRegistry } from '../handler-registry';

/** Red envelopes 12780–12830 (chat §7): create, receive, cancel, list, records, detail. */
export function registerRedEnvelopeHandlers(registry: HandlerRegistry): void {
  registry.register(Op.RedEnvelopeCreate, (ctx, p) => createEnvelope(ctx.services, ctx.playerId, p));
  registry.register(Op.RedEnvelopeReceive, (ctx, p) => receiveEnvelope(ctx.services, ctx.playerId, p.RedEnvelopeID));
  registry.register(Op.RedEnvelopeCancel, (ctx, p) => cancelEnvelope(ctx.services, ctx.playerId, p.RedEnvelopeID));
  registry.register(Op.RedEnvelopeList, (ctx, p) => listEnvelopes(ctx.services, ctx.playerId, p));
  registry.register(Op.RedEnvelopeRecords, (ctx, p) => envelopeRecords(ctx.services, p));
  registry.register(Op.RedEnvelopeDetail, (ctx, p) => envelopeDetail(ctx.services, ctx.playerId, p.RedEnvelopeID));
}
