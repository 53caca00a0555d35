/**
 * Redeem a code (POST /api/v1/coupon/receive; docs/protocol-rewards.md): unknown, malformed or
 * expired → 200044; another brand's code, another player's own code (a vault code, decision
 * 327), one this player used, or one with every use taken → 200045. The items are paid through
 * the wallet under `redeem:<code>:<player>:0` with the use counted in the same transaction, so
 * concurrent submits pay once per player and the total never passes the code's limit.
 */
import { Code, normaliseRedeemCode, REDEEM_CODE_PATTERN, type RedeemResult } from '../../src/protocol';
import { ReplyError } from '../errors';
import { brandOfPlayer } from '../players/player-brand';
import type { Repositories } from '../db/repositories';
import type { Services } from '../services';
import { redeemRepository } from '../db/repositories/redeem-codes';

export const REDEEM_LEDGER_SOURCE = 'redeem';

export interface MintRequest {
  code: string;
  items: Record<string, number>;
  maxUses: number;
  /** A brand id: only its players may redeem; null for every brand. */
  siteId: string | null;
  /** Milliseconds from now on the server clock; null: never expires. */
  expiresInMs: number | null;
  /** The one player who may redeem it (a vault code); default null, anyone. */
  ownerId?: number | null;
}

/**
 * Mints a code (QA, a vault unlock); answers its expiry, or null when the code exists. `tx`: the
 * caller's transaction, when the code must commit with the caller's own writes.
 */
export async function mintRedeemCode(services: Services, m: MintRequest, tx: Repositories = services.repos): Promise<{ expiresAt: number | null } | null> {
  const now = services.clock.now();
  const expiresAt = m.expiresInMs === null ? null : now + m.expiresInMs;
  const minted = await redeemRepository(tx.db).mint({ code: m.code, items: m.items, maxUses: m.maxUses, siteId: m.siteId, ownerId: m.ownerId ?? null, expiresAt }, now);
  return minted ? { expiresAt } : null;
}

/** How many uses of a code are taken (undefined: no such code). */
export async function redeemUses(services: Services, code: string): Promise<number | undefined> {
  return (await redeemRepository(services.repos.db).find(code))?.used;
}

export async function redeemCode(services: Services, playerId: number, typed: string): Promise<RedeemResult> {
  const code = normaliseRedeemCode(typed);
  const invalid = () => new ReplyError(Code.RedeemInvalid, `redeem code "${code}" is unknown or expired`);
  const notEligible = (why: string) => new ReplyError(Code.RedeemNotEligible, `redeem code "${code}": ${why}`);
  if (!REDEEM_CODE_PATTERN.test(code)) throw invalid();
  const repo = redeemRepository(services.repos.db);
  const found = await repo.find(code);
  const now = services.clock.now();
  if (!found || (found.expiresAt !== null && found.expiresAt <= now)) throw invalid();
  const player = await services.repos.players.find(playerId);
  if (!player) throw new ReplyError(Code.PlayerNotFound, `player ${playerId} not found`);
  if (found.siteId !== null && brandOfPlayer(player).id !== found.siteId) throw notEligible(`only for ${found.siteId}`);
  if (found.ownerId !== null && found.ownerId !== playerId) throw notEligible("another player's own code");
  if (await repo.usedBy(code, playerId)) throw notEligible('already used by this player');
  if (found.used >= found.maxUses) throw notEligible('every use is taken');
  const changes = Object.entries(found.items).map(([item, amount]) => ({ playerId, itemId: Number(item), delta: amount }));
  const applied = await services.wallet.apply(changes, {
    ref: { kind: 'redeem', id: code, playerId, itemId: 0 },
    source: REDEEM_LEDGER_SOURCE,
    reason: `redeem ${code}`,
    alsoInTransaction: async (tx) => {
      // Throwing rolls the payment and the reference back with it.
      if (!(await redeemRepository(tx.db).take(code, playerId, now))) throw notEligible('every use is taken');
    },
  });
  if (applied.replayed) throw notEligible('already used by this player');
  return { Credited: found.items, Bag: { Items: await services.wallet.bag(playerId) } };
}
