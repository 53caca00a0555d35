/** The gift records fetch (account §7 12860, §9: page 1 of 10 by default). */
import { Op, type GiftRecordsRequest, type GiftRecordsResult, type Result } from '@/protocol';
import { getSockets } from '@/socket';

/** Asks for one page; never rejects: no answer is a failure whose `lost` says why. */
export type GiftRecordsLoader = (payload: GiftRecordsRequest) => Promise<Result<GiftRecordsResult>>;

export const loadGiftRecords: GiftRecordsLoader = (payload) => getSockets().lobby.request(Op.GiftRecords, payload);
