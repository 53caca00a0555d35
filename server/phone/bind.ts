/**
 * Binding a phone to the signed-in player (account §4 "Bind phone"): send a code, verify it
 * (which binds), then claim the bonus once. Decisions (also in docs/protocol-account.md):
 *
 * - 200031 此手機號碼已綁定其他玩家帳號 is sent only where its words are true (decision 326): the
 *   number is bound to another player's account that is suspended. A number may carry 5
 *   accounts, so another account on it is no reason to refuse by itself; one that the operator
 *   suspended is: binding the number again would carry a banned player into a fresh account.
 * - 200082 此門號已綁定5個ID: the number already carries 5 accounts (bound or created by phone
 *   sign-in).
 * - An account that already has a phone (bound, or created by phone sign-in) binds no other
 *   number (one phone per account, no unbinding): 200024 不符合參加要求. A verify of the number
 *   the player already bound answers success again (a retry after a lost reply), and the bonus
 *   stays claimable until claimed (10640 shows it; the member centre offers 領取).
 * All are checked before a code is sent (no SMS wasted) and again when it is verified.
 *
 * - The bonus (BIND_PHONE_BONUS_GOLD gold) is one wallet operation with the reference
 *   `bind-bonus:<player>:<player>:1` (one bind per player): the first claim pays it, with the
 *   "paid" mark in the same transaction; every later claim (a retry whose reply was lost, a
 *   second tab) is a replay and answers the same Bonus, never null, and pays nothing.
 *   A player who never bound through this flow gets the reward-claim error (inner 100001).
 */
import {
  AccountStatus,
  Code,
  ItemId,
  PHONE_TPID_TYPE,
  PhoneRules,
  type BindBonusResult,
  type CodeSendCheckResult,
  type PhoneBindAccountResult,
  type PhoneBindIconResult,
} from '../../src/protocol';
import { withTransaction, type Repositories } from '../db/repositories';
import { LockName } from '../db/repositories/locks';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { phoneAccounts } from './phone-sign-in';
import { BIND_PHONE_BONUS_GOLD } from './rules';
import { codeSendStatus, issueSmsCode, verifySmsCode } from './sms-codes';

async function assertCanBind(repos: Repositories, playerId: number, phone: string): Promise<void> {
  const player = await repos.players.find(playerId);
  if (!player) throw new ReplyError(Code.SessionExpired, '連線已過期，請重新登入');
  if (player.phone !== null) throw new ReplyError(Code.NotEligible, '此帳號已綁定手機號碼，每個帳號只能綁定一支手機');
  const onNumber = await repos.players.byPhone(phone);
  if (onNumber.some((p) => p.status === AccountStatus.Suspended)) throw new ReplyError(Code.PhoneBoundElsewhere, '此手機號碼已綁定其他玩家帳號');
  if (onNumber.length >= PhoneRules.AccountsPerPhone) throw new ReplyError(Code.PhoneAccountsFull, '此門號已綁定5個ID');
}

/** The player bound `phone` through this flow before: a verify again is a retry, answered as success. */
async function alreadyBoundHere(repos: Repositories, playerId: number, phone: string): Promise<boolean> {
  const [player, bind] = await Promise.all([repos.players.find(playerId), repos.phone.findBind(playerId)]);
  return player?.phone === phone && bind !== undefined;
}

/** What a bind send would answer now (POST /api/v1/valid_captcha), without sending. */
export async function bindCodeStatus(services: Services, playerId: number, phone: string, deviceId: string, clientAddress: string): Promise<CodeSendCheckResult> {
  await assertCanBind(services.repos, playerId, phone);
  return codeSendStatus(services, { purpose: 'bind', phone, deviceId, playerId, clientAddress });
}

/** Sends a bind code to `phone` for the player, under the daily and abuse limits. */
export async function sendBindCode(services: Services, playerId: number, phone: string, deviceId: string, clientAddress: string): Promise<void> {
  await assertCanBind(services.repos, playerId, phone);
  await issueSmsCode(services, { purpose: 'bind', phone, deviceId, playerId, clientAddress });
}

/** Verifies the player's newest bind code for `phone` and binds it. */
export async function verifyBindCode(services: Services, playerId: number, phone: string, code: string): Promise<void> {
  if (await alreadyBoundHere(services.repos, playerId, phone)) return;
  await assertCanBind(services.repos, playerId, phone);
  await verifySmsCode(services, { purpose: 'bind', phone, playerId }, code);
  await withTransaction(services.repos, async (tx) => {
    await tx.locks.hold(LockName.phoneBind(phone));
    await assertCanBind(tx, playerId, phone); // a parallel bind may have filled the number
    await tx.players.update(playerId, { phone });
    await tx.players.setIdentity(playerId, PHONE_TPID_TYPE, phone);
    await tx.phone.recordBind(playerId, phone);
  });
  services.log.info('phone bound', { playerId });
}

/** Pays the bind bonus once; a replayed claim answers the first claim's Bonus. */
export async function claimBindBonus(services: Services, playerId: number): Promise<BindBonusResult> {
  if (!(await services.repos.phone.findBind(playerId))) {
    throw new ReplyError(Code.InvalidInput, 'no phone bound through the bind flow');
  }
  const gold = ItemId.Gold;
  const paid = await services.wallet.apply([{ playerId, itemId: gold, delta: BIND_PHONE_BONUS_GOLD }], {
    ref: { kind: 'bind-bonus', id: playerId, playerId, itemId: gold },
    source: 'bind phone bonus',
    reason: '手機綁定獎勵',
    // The icon (10640) reads the mark: it commits with the payment or not at all.
    alsoInTransaction: (tx) => tx.phone.markBonusPaid(playerId, BIND_PHONE_BONUS_GOLD),
  });
  return { Bonus: paid.entries[0]?.delta ?? null };
}

/** 10640: the lobby shows the bind icon while no phone is bound or the bonus is unclaimed. */
export async function bindIconState(services: Services, playerId: number): Promise<PhoneBindIconResult> {
  const { players, phone } = services.repos;
  const [player, bind] = await Promise.all([players.find(playerId), phone.findBind(playerId)]);
  const isBound = Boolean(player?.phone);
  const unclaimed = bind !== undefined && bind.bonus_paid_at === null;
  return { Show: !isBound || unclaimed, IsBound: isBound, Bonus: BIND_PHONE_BONUS_GOLD };
}

/** 12390: the player's bound number and every account on it, oldest first. */
export async function boundAccounts(services: Services, playerId: number): Promise<PhoneBindAccountResult> {
  const phone = (await services.repos.players.find(playerId))?.phone ?? '';
  return { PhoneNumber: phone, Accounts: phone ? await phoneAccounts(services.repos, phone) : [] };
}
