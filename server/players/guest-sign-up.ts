/**
 * A guest sign-up (POST /api/v1/player, TPType guest): a new account with its starting gold,
 * under the guest sign-up limits of issue 8 (server/http/abuse-limits.ts). The limits are
 * counted and the sign-up logged in the transaction that creates the account, so parallel
 * sign-ups cannot slip past them.
 */
import { Code, Provider } from '../../src/protocol';
import { withTransaction } from '../db/repositories';
import { LockName } from '../db/repositories/locks';
import { ReplyError } from '../errors';
import { HOUR_MS, MINUTE_MS, windowStart } from '../http/abuse-limits';
import type { Services } from '../services';
import { createAccount } from './accounts';

export interface GuestSignUp {
  siteId: string;
  lang: string;
  clientAddress: string;
}

/** Creates a guest account; ReplyError 200304 / 200305 when a guest sign-up limit holds. */
export async function createGuestAccount(services: Services, guest: GuestSignUp): Promise<number> {
  const limits = services.abuseLimits.forAddress(guest.clientAddress);
  const now = services.clock.now();
  return withTransaction(services.repos, async (tx) => {
    if (limits) {
      await tx.locks.hold(LockName.guestSignUps); // the count below and the insert, one transaction at a time
      if ((await tx.guestSignUps.countSince({ clientAddress: guest.clientAddress }, windowStart(now, HOUR_MS))) >= limits.guestsPerAddressPerHour) {
        throw new ReplyError(Code.AddressGuestLimit, 'too many guest accounts from this address');
      }
      if ((await tx.guestSignUps.countSince({}, windowStart(now, MINUTE_MS))) >= limits.guestsPerMinute) {
        throw new ReplyError(Code.GlobalGuestLimit, 'too many guest accounts right now');
      }
    }
    const playerId = await createAccount(tx, { provider: Provider.guest, siteId: guest.siteId, lang: guest.lang });
    // Logged even when exempt (QA loopback), so a test that turns the limits on sees the real count.
    await tx.guestSignUps.record(playerId, guest.clientAddress);
    return playerId;
  });
}
