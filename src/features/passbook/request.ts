/**
 * The passbook fetch (account §7 "Passbook fetch") over the lobby socket: the payload of
 * ./request-payload.ts; the reply's List and Total.
 */
import type { BankBookRequest, BankBookResult, Result } from '@/protocol';
import { Code } from '@/protocol/codes';
import { Op } from '@/protocol/ops';
import { getSockets } from '@/socket';

/** Asks for one page. Rejects with a SocketRequestError when no reply came (see `request`). */
export type PassbookLoader = (payload: BankBookRequest) => Promise<Result<BankBookResult>>;

/** The loader over the lobby socket. */
export const loadPassbookPage: PassbookLoader = async (payload) => {
  const reply = await getSockets().lobby.request(Op.BankBook, payload);
  return reply.Code === Code.Ok ? { ok: true, result: reply.Result } : { ok: false, code: reply.Code, message: reply.Message };
};
