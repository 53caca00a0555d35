import type { RedEnvelope } from '../../src/protocol';
import type { EnvelopeRow } from '../db/repositories/red-envelopes';

/** An envelope row as the replies show it. */
export function envelopeView(e: EnvelopeRow): RedEnvelope {
  return {
    RedEnvelopeID: e.id,
    CreatorID: e.creatorId,
    CreatorName: e.creatorName,
    Title: e.title,
    Content: e.content,
    Amount: e.amount,
    Quantity: e.quantity,
    Method: e.method,
    Status: e.status,
    ReceivedCount: e.claimed,
    ReceivedAmount: e.claimedAmount,
    RefundAmount: e.refundAmount,
    CreateTime: e.createdAt,
    ExpireTime: e.expiresAt,
  };
}
