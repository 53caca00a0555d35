/** The gift records fetch (account §7 12860, §9: page 1 of 10 by default). */
import { Code, Op, type GiftRecordsRequest, type GiftRecordsResult, type Result } from '@/protocol';
import { getSockets } from '@/socket';

/** Asks for one page; rejects when no reply came. */
export type GiftRecordsLoader = (payload: GiftRecordsRequest) => Promise<Result<GiftRecordsResult>>;

export const loadGiftRecords: GiftRecordsLoader = async (payload) => {
  const reply = await getSockets().lobby.request(Op.GiftRecords, payload);
  return reply.Code === Code.Ok ? { ok: true, result: reply.Result } : { ok: false, code: reply.Code, message: reply.Message };
};
