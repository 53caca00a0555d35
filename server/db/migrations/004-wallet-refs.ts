/**
 * 004: the wallet service's idempotency references. One row per applied wallet operation
 * (kind:id:player:item), written in the same transaction as its balance changes and ledger
 * rows, holding the operation's first result so a replay answers it unchanged.
 *
 * Bind bonuses paid before this migration get their reference too, so a later claim is a
 * replay (answering the bonus paid then) and never pays twice.
 */
import type { Kysely } from 'kysely';

/** The tables this migration reads and writes, as they are at 003 (migrations stay frozen). */
interface At004 {
  phone_binds: { player_id: number; bonus_paid_at: number | null; bonus_amount: number | null };
  ledger: { id: number; player_id: number; item_id: number; delta: number; before_amount: number; after_amount: number; source: string };
  wallet_refs: { ref: string; result: string | null; created_at: number };
}

/** The passbook source and item of the bind bonus (server/phone/bind.ts at the time). */
const BIND_BONUS_SOURCE = 'bind phone bonus';
const GOLD = 1;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallet_refs')
    // The primary key is the uniqueness that makes a replay change nothing.
    .addColumn('ref', 'varchar(200)', (c) => c.primaryKey())
    // JSON of the WalletOutcome; null only between the claim and the end of its transaction.
    .addColumn('result', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  const k = db as unknown as Kysely<At004>;
  const paid = await k.selectFrom('phone_binds').select(['player_id', 'bonus_paid_at']).where('bonus_paid_at', 'is not', null).execute();
  for (const bind of paid) {
    const row = await k
      .selectFrom('ledger')
      .selectAll()
      .where('player_id', '=', bind.player_id)
      .where('source', '=', BIND_BONUS_SOURCE)
      .orderBy('id')
      .executeTakeFirst();
    // The reference format of server/wallet/refs.ts: bind-bonus:<player>:<player>:<item>.
    const ref = `bind-bonus:${bind.player_id}:${bind.player_id}:${GOLD}`;
    const entries = row
      ? [{ playerId: bind.player_id, itemId: row.item_id, delta: Number(row.delta), before: Number(row.before_amount), after: Number(row.after_amount), ledgerId: row.id }]
      : [];
    await k.insertInto('wallet_refs').values({ ref, result: JSON.stringify({ ref, entries }), created_at: Number(bind.bonus_paid_at) }).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_refs').ifExists().execute();
}
