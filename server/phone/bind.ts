/**
 * Binding a phone to the signed-in player (account §4 "Bind phone"): send a code, verify it
 * (which binds), then claim the bonus once. Decisions (also in docs/protocol-account.md):
 *
 * - 200031 此手機號碼已綁定其他玩家帳號: the account already has a phone bound (another number
 *   or this one). A number may carry 5 accounts, so "bound to another player" cannot mean
 *   "some other account uses it"; what the server refuses besides the 5-account cap is a
 *   second binding for one account (binding is one phone per account, once, no unbinding).
 *   Accounts created by phone sign-in are bound to their number from the start.
 * - 200082 此門號已綁定5個ID: the number already carries 5 accounts (bound or created by phone
 *   sign-in).
 * Both are checked before a code is sent (no SMS wasted) and again when it is verified.
 *
 * - The bonus (BIND_PHONE_BONUS_GOLD gold) is paid by the first claim after a bind, as one
 *   ledger row in the same transaction as the "paid" mark; later claims answer Bonus null.
 *   A player who never bound through this flow gets the reward-claim error (inner 100001).
 */
import { Code, ItemId, PHONE_TPID_TYPE, PhoneRules, type BindBonusResult } from '../../src/protocol';
import { withTransaction, type Repositories } from '../db/repositories';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { phoneStore } from './phone-store';
import { BIND_PHONE_BONUS_GOLD } from './rules';
import { issueSmsCode, verifySmsCode } from './sms-codes';

async function assertCanBind(repos: Repositories, playerId: number, phone: string): Promise<void> {
  const player = await repos.players.find(playerId);
  if (!player) throw new ReplyError(Code.SessionExpired, '連線已過期，請重新登入');
  if (player.phone !== null) throw new ReplyError(Code.PhoneBoundElsewhere, '此帳號已綁定手機號碼');
  const onNumber = await repos.players.byPhone(phone);
  if (onNumber.length >= PhoneRules.AccountsPerPhone) throw new ReplyError(Code.PhoneAccountsFull, '此門號已綁定5個ID');
}

export async function sendBindCode(services: Services, playerId: number, phone: string, deviceId: string): Promise<void> {
  await assertCanBind(services.repos, playerId, phone);
  await issueSmsCode(services, { purpose: 'bind', phone, deviceId, playerId });
}

/** Verifies the player's newest bind code for `phone` and binds it. */
export async function verifyBindCode(services: Services, playerId: number, phone: string, code: string): Promise<void> {
  await assertCanBind(services.repos, playerId, phone);
  await verifySmsCode(services, { purpose: 'bind', phone, playerId }, code);
  await withTransaction(services.repos, async (tx) => {
    await assertCanBind(tx, playerId, phone); // a parallel bind may have filled the number
    await tx.players.update(playerId, { phone });
    await tx.players.setIdentity(playerId, PHONE_TPID_TYPE, phone);
    await phoneStore(tx.db, tx.now).recordBind(playerId, phone);
  });
  services.log.info('phone bound', { playerId });
}

/** Pays the bind bonus once; Bonus null when already paid. */
export async function claimBindBonus(services: Services, playerId: number): Promise<BindBonusResult> {
  return withTransaction(services.repos, async (tx) => {
    const store = phoneStore(tx.db, tx.now);
    if (await store.claimBonus(playerId, BIND_PHONE_BONUS_GOLD)) {
      await tx.wallet.credit({
        playerId,
        itemId: ItemId.Gold,
        amount: BIND_PHONE_BONUS_GOLD,
        source: 'bind phone bonus',
        reason: '手機綁定獎勵',
      });
      return { Bonus: BIND_PHONE_BONUS_GOLD };
    }
    if (await store.findBind(playerId)) return { Bonus: null };
    throw new ReplyError(Code.InvalidInput, 'no phone bound through the bind flow');
  });
}
