/**
 * Gift requests (all on the chat socket): the list (30230), a send (30210 → 30211, the bag into
 * the wallet) and the gift password (12870). Each answers an outcome the dialogs show.
 */
import { applyBag } from '@/features/wallet';
import { Code } from '@/protocol/codes';
import type { Failure } from '@/protocol/result';
import { Op } from '@/protocol/ops';
import type { GiftSendRequest, GiftSendResult } from '@/protocol/gift';
import { isBody } from '@/protocol/body-check';
import { getSockets } from '@/socket';
import { useGiftsStore } from './store';

/** A refused request, or one that got no answer (`lost`), with what the dialogs show of it. */
export interface GiftFailure extends Failure {
  /** 200078: the fee the server asks now. */
  fee?: number;
  /** 200122: wrong entries made today. */
  wrongEntries?: number;
}
export type GiftOutcome<T> = { ok: true; result: T } | GiftFailure;

function failure(out: Failure): GiftFailure {
  if (out.code === Code.GiftFeeChanged && isBody('GiftFeeChanged', out.detail)) return { ...out, fee: out.detail.Fee };
  if (out.code === Code.GiftWrongEntries && isBody('GiftWrongEntries', out.detail)) return { ...out, wrongEntries: out.detail.WrongEntries };
  return out;
}

/** Asks for the gift list, the bag and the player-gift rules; fills the store and the wallet. */
export async function loadGiftList(): Promise<GiftOutcome<null>> {
  const out = await getSockets().chat.request(Op.LiveGiftList, {});
  if (!out.ok) return failure(out);
  useGiftsStore.setState({ catalogue: out.result.List, transfer: out.result.Transfer });
  applyBag(out.result.Bag);
  return { ok: true, result: null };
}

/** Sends a gift; on success the wallet takes the bag of the reply. */
export async function sendGift(request: GiftSendRequest): Promise<GiftOutcome<GiftSendResult>> {
  const out = await getSockets().chat.request(Op.LiveGiftSend, request);
  if (!out.ok) return failure(out);
  applyBag(out.result.Bag);
  return out;
}

/** Sets (or changes) the gift password; the rules then say it is set. */
export async function setGiftPassword(password: string, oldPassword?: string): Promise<GiftOutcome<null>> {
  const out = await getSockets().chat.request(Op.GiftPasswordSet, oldPassword ? { Password: password, OldPassword: oldPassword } : { Password: password });
  if (!out.ok) return failure(out);
  useGiftsStore.setState((s) => (s.transfer ? { transfer: { ...s.transfer, PasswordSet: true } } : s));
  return { ok: true, result: null };
}
