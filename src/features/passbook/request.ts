/**
 * The passbook fetch (account §7 "Passbook fetch") over the lobby socket: the payload of
 * ./request-payload.ts; the reply's List and Total.
 */
import type { BankBookRequest, BankBookResult, Result } from '@/protocol';
import { Op } from '@/protocol/ops';
import { getSockets } from '@/socket';

/** Asks for one page; never rejects: no answer is a failure whose `lost` says why (see `request`). */
export type PassbookLoader = (payload: BankBookRequest) => Promise<Result<BankBookResult>>;

/** The loader over the lobby socket. */
export const loadPassbookPage: PassbookLoader = (payload) => getSockets().lobby.request(Op.BankBook, payload);
