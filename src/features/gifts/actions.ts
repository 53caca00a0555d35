/**
 * Gift requests (all on the chat socket): the list (30230), a send (30210 → 30211, the bag into
 * the wallet) and the gift password (12870). Each answers an outcome the dialogs show.
 */
import { applyBag } from '@/features/wallet';
import { Code } from '@/protocol/codes';
import { Op } from '@/protocol/ops';
import type { GiftSendRequest, GiftSendResult } from '@/protocol/gift';
import { isBody } from '@/protocol/body-check';
import { giftSocket } from './sockets';
import { useGiftsStore } from './store';

/** A refused or failed request: the reply Code (0 when no reply came) and what came with it. */
export interface GiftFailure {
  ok: false;
  code: number;
  message: string;
  /** 200078: the fee the server asks now. */
  fee?: number;
  /** 200122: wrong entries made today. */
  wrongEntries?: number;
}
export type GiftOutcome<T> = { ok: true; result: T } | GiftFailure;

/** No reply (timeout, disconnected): shown with the generic text. */
const NO_REPLY = 0;

function failure(code: number, message: string, result: unknown): GiftFailure {
  const out: GiftFailure = { ok: false, code, message };
  if (code === Code.GiftFeeChanged && isBody('GiftFeeChanged', result)) out.fee = result.Fee;
  if (code === Code.GiftWrongEntries && isBody('GiftWrongEntries', result)) out.wrongEntries = result.WrongEntries;
  return out;
}

/** Asks for the gift list, the bag and the player-gift rules; fills the store and the wallet. */
export async function loadGiftList(): Promise<GiftOutcome<null>> {
  try {
    const reply = await giftSocket().request(Op.LiveGiftList, {});
    if (reply.Code !== Code.Ok) return failure(reply.Code, reply.Message, reply.Result);
    useGiftsStore.setState({ catalogue: reply.Result.List, transfer: reply.Result.Transfer });
    applyBag(reply.Result.Bag);
    return { ok: true, result: null };
  } catch {
    return failure(NO_REPLY, '', null);
  }
}

/** Sends a gift; on success the wallet takes the bag of the reply. */
export async function sendGift(request: GiftSendRequest): Promise<GiftOutcome<GiftSendResult>> {
  try {
    const reply = await giftSocket().request(Op.LiveGiftSend, request);
    if (reply.Code !== Code.Ok) return failure(reply.Code, reply.Message, reply.Result);
    applyBag(reply.Result.Bag);
    return { ok: true, result: reply.Result };
  } catch {
    return failure(NO_REPLY, '', null);
  }
}

/** Sets (or changes) the gift password; the rules then say it is set. */
export async function setGiftPassword(password: string, oldPassword?: string): Promise<GiftOutcome<null>> {
  try {
    const reply = await giftSocket().request(Op.GiftPasswordSet, oldPassword ? { Password: password, OldPassword: oldPassword } : { Password: password });
    if (reply.Code !== Code.Ok) return failure(reply.Code, reply.Message, reply.Result);
    useGiftsStore.setState((s) => (s.transfer ? { transfer: { ...s.transfer, PasswordSet: true } } : s));
    return { ok: true, result: null };
  } catch {
    return failure(NO_REPLY, '', null);
  }
}
