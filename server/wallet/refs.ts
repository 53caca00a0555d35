/**
 * Idempotency references of wallet operations: kind + id + player + item, e.g.
 * `bind-bonus:42:42:1`. The same reference always means the same operation, so a replayed
 * request (a retry after a lost reply) changes nothing and answers the first result.
 */

export interface WalletRef {
  /** What the operation is, lower-case words joined by '-': 'bind-bonus', 'transfer', 'qa-balance'. */
  kind: string;
  /** The operation's own id in its feature (a bind, a gift, a request id). */
  id: string | number;
  /** The player the operation is for (a transfer's sender). */
  playerId: number;
  /** The item it is about (a transfer's item). */
  itemId: number;
}

const KIND = /^[a-z][a-z0-9-]{0,39}$/;
const ID = /^[A-Za-z0-9._@-]{1,100}$/;

/**
 * The stored key of a reference; throws RangeError for a malformed one.
 * @example refKey({ kind: 'bind-bonus', id: 42, playerId: 42, itemId: 1 }) // 'bind-bonus:42:42:1'
 */
export function refKey(ref: WalletRef): string {
  const id = String(ref.id);
  if (!KIND.test(ref.kind)) throw new RangeError(`wallet ref kind must match ${KIND.source}, got "${ref.kind}"`);
  if (!ID.test(id)) throw new RangeError(`wallet ref id must match ${ID.source}, got "${id}"`);
  for (const n of [ref.playerId, ref.itemId]) {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`wallet ref player and item must be whole numbers, got ${n}`);
  }
  return `${ref.kind}:${id}:${ref.playerId}:${ref.itemId}`;
}
