/**
 * The envelope requests on the lobby socket (chat §7 12780–12830). Every answer passes through
 * `noteCode`, so a 200230 from any of them turns sending off (chat §4 "Red envelope"); an
 * answered write (create, receive, cancel) makes the envelope reads on screen read again.
 */
import { Code } from '@/protocol/codes';
import { Op } from '@/protocol/ops';
import { RedEnvelopeLimits } from '@/protocol/red-envelope-rules';
import type { Failure, RedEnvelopeCreate, Result } from '@/protocol';
import { forgetSocketReads } from '@/http/forget-reads';
import { getSockets, type ResultTo, type RequestPayload, type RequestableOp } from '@/socket';
import { useRedEnvelopeStore } from './store';

/** A 12811 reply means the server let the list through: the player may send; 200230: may not. */
function noteCode(op: number, reply: Result<unknown>): void {
  if (!reply.ok && reply.code === Code.RedEnvelopeNoPermission) useRedEnvelopeStore.setState({ canSend: false });
  else if (op === Op.RedEnvelopeList && reply.ok) useRedEnvelopeStore.setState({ canSend: true });
}

/** The code a failure shows: the refusal's; null when no answer came (timeout, disconnect). */
export function failureCode(failure: Failure): number | null {
  return failure.lost ? null : failure.code;
}

/** The reads a write changes: the lists, the records and the state of envelopes. */
const READS = [Op.RedEnvelopeList, Op.RedEnvelopeRecords, Op.RedEnvelopeDetail];
const WRITES: ReadonlySet<number> = new Set([Op.RedEnvelopeCreate, Op.RedEnvelopeReceive, Op.RedEnvelopeCancel]);

/** Asks `op` on the lobby socket (a read on screen goes through src/http/socket-queries with this). */
export async function ask<O extends RequestableOp>(op: O, payload: RequestPayload<O>): Promise<ResultTo<O>> {
  const reply = await getSockets().lobby.request(op, payload);
  noteCode(op, reply);
  if (WRITES.has(op) && (reply.ok || !reply.lost)) forgetSocketReads(...READS);
  return reply;
}

/** 12810: a page of the player's own envelopes, newest first (10 a page, chat §9). */
export const listPayload = (page: number) => ({ Status: 0, OrderBy: 1, IsDesc: true, Page: page, PerPage: RedEnvelopeLimits.ListPerPage }) as const;
export const listEnvelopes = (page: number) => ask(Op.RedEnvelopeList, listPayload(page));

/** 12820: who received how much, newest first. */
export const recordsPayload = (id: number, page: number) => ({ RedEnvelopeID: id, OrderBy: 1, IsDesc: true, Page: page, PerPage: RedEnvelopeLimits.ListPerPage }) as const;

/** 12830: one envelope's state. */
export const detailPayload = (id: number) => ({ RedEnvelopeID: id }) as const;
export const envelopeDetail = (id: number) => ask(Op.RedEnvelopeDetail, detailPayload(id));
export const receiveEnvelope = (id: number) => ask(Op.RedEnvelopeReceive, { RedEnvelopeID: id });
export const cancelEnvelope = (id: number) => ask(Op.RedEnvelopeCancel, { RedEnvelopeID: id });
export const createEnvelope = (p: RedEnvelopeCreate) => ask(Op.RedEnvelopeCreate, p);
