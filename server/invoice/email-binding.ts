/**
 * The player's email (chat §7 /api/v1/email/check and /email/bind; docs/protocol-invoice.md):
 * the address the member carrier (會員載具) sends invoices to. Addresses are trimmed and
 * lower-cased; one address has one owner (refused to another player with 200441). Every check
 * that names an address and every bind attempt is logged with the client address in its own
 * transaction first, so a refused bind still counts, and one address may make at most
 * `emailRequestsPerAddressPerHour` of them per rolling hour (200442; server/http/abuse-limits.ts).
 */
import { Code, isEmailAddress, normaliseEmail, type EmailBindResult, type EmailCheckResult } from '../../src/protocol';
import { withTransaction } from '../db/repositories';
import { ReplyError } from '../errors';
import { HOUR_MS, windowStart } from '../http/abuse-limits';
import type { Services } from '../services';
import { invoiceStore } from '../db/repositories/invoice';

/** Named locks (server/db/repositories/locks.ts): count-then-log per client address, look-then-bind per email. */
const emailRequestLock = (clientAddress: string) => `email-requests:${clientAddress}`;
const emailBindLock = (email: string) => `email-bind:${email}`;

/** Counts one email request of `clientAddress` against the limit, then logs it; 200442 when the limit is reached. */
async function takeEmailRequest(services: Services, playerId: number, clientAddress: string): Promise<void> {
  const limits = services.abuseLimits.forAddress(clientAddress);
  const now = services.clock.now();
  await withTransaction(services.repos, async (tx) => {
    const store = invoiceStore(tx.db);
    if (limits) {
      await tx.locks.hold(emailRequestLock(clientAddress));
      if ((await store.emailRequestsSince(clientAddress, windowStart(now, HOUR_MS))) >= limits.emailRequestsPerAddressPerHour) {
        throw new ReplyError(Code.EmailRequestLimit, 'too many email checks or binds from this address; try again later');
      }
    }
    // Logged even when exempt (QA loopback), so a test that turns the limits on sees the real count.
    await store.recordEmailRequest(playerId, clientAddress, now);
  });
}

/** The bound address, and (when `typed` is given) whether that address is valid and free. */
export async function checkEmail(services: Services, playerId: number, clientAddress: string, typed: string | undefined): Promise<EmailCheckResult> {
  const store = invoiceStore(services.repos.db);
  if (typed === undefined) return { Bound: await store.emailOf(playerId), Checked: null };
  await takeEmailRequest(services, playerId, clientAddress);
  const email = normaliseEmail(typed);
  const valid = isEmailAddress(email);
  const owner = valid ? await store.ownerOf(email) : null;
  return {
    Bound: await store.emailOf(playerId),
    Checked: { Email: email, Valid: valid, Available: valid && (owner === null || owner === playerId), Mine: owner === playerId },
  };
}

/**
 * Binds `email` (already normalised and valid: the request schema does both) to the player,
 * replacing any address they had; Changed false when it was theirs already. Two players racing
 * for one address: the per-address lock makes the second see the first's commit, and the
 * UNIQUE index stands behind it.
 */
export async function bindEmail(services: Services, playerId: number, clientAddress: string, email: string): Promise<EmailBindResult> {
  await takeEmailRequest(services, playerId, clientAddress);
  const now = services.clock.now();
  return withTransaction(services.repos, async (tx) => {
    await tx.locks.hold(emailBindLock(email));
    const store = invoiceStore(tx.db);
    const owner = await store.ownerOf(email);
    if (owner === playerId) return { Email: email, Changed: false };
    if (owner !== null) throw new ReplyError(Code.EmailBoundElsewhere, `${email} is bound to another player`);
    await store.bindEmail(playerId, email, now);
    return { Email: email, Changed: true };
  });
}

/** Who has bound `email` (any case), or null. */
export async function emailOwner(services: Services, email: string): Promise<number | null> {
  return invoiceStore(services.repos.db).ownerOf(normaliseEmail(email));
}
