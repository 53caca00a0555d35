/**
 * The passbook fetch (account §7 "Passbook fetch"): itemID 1, the 14 days up to now, the
 * page, 2 a page and the tab; the reply's List and Total.
 */
import { Code, Op, type BankBookRequest, type BankBookResult } from '@/protocol';
import { PassbookLimits, type PassbookTabValue } from '@/protocol/passbook';
import { getSockets } from '@/socket';

/** The 11680 payload for `tab` and `page` at `now`. */
export function passbookRequest(tab: PassbookTabValue, page: number, lang: string, now: number): BankBookRequest {
  return {
    ItemID: 1,
    StartTime: now - PassbookLimits.WindowMs,
    EndTime: now,
    Lang: lang,
    Page: page,
    PerPage: PassbookLimits.PerPage,
    Tab: tab,
  };
}

/** A page, or the Code of a refusal. */
export type PassbookAnswer = { ok: true; result: BankBookResult } | { ok: false; code: number };

/** Asks for one page. Rejects with a SocketRequestError when no reply came (see `request`). */
export type PassbookLoader = (payload: BankBookRequest) => Promise<PassbookAnswer>;

/** The loader over the lobby socket. */
export const loadPassbookPage: PassbookLoader = async (payload) => {
  const reply = await getSockets().lobby.request(Op.BankBook, payload);
  return reply.Code === Code.Ok ? { ok: true, result: reply.Result } : { ok: false, code: reply.Code };
};
