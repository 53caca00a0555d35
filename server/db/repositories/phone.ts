/**
 * Storage of the phone features (tables of migration 003): sign-in tickets, binds with
 * the record of their one-time bonus, and accounts waiting for their registration-success
 * modal. The bonus money itself moves through the wallet service (server/wallet).
 */
import type { Db } from '../schema';

export function phoneRepository(db: Db, now: () => number) {
  return {
    async insertTicket(ticket: { tokenHash: string; phone: string; expiresAt: number }): Promise<void> {
      await db
        .insertInto('phone_tickets')
        .values({ token_hash: ticket.tokenHash, phone: ticket.phone, created_at: now(), expires_at: ticket.expiresAt, create_claimed_at: null })
        .execute();
    },

    /** The phone behind a live ticket, or undefined when unknown or expired. */
    async liveTicket(tokenHash: string): Promise<{ phone: string } | undefined> {
      const row = await db
        .selectFrom('phone_tickets')
        .select(['phone', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row && Number(row.expires_at) > now() ? { phone: row.phone } : undefined;
    },

    /** True for the one caller allowed to create an account with this ticket. */
    async claimTicketForCreate(tokenHash: string): Promise<boolean> {
      const r = await db
        .updateTable('phone_tickets')
        .set({ create_claimed_at: now() })
        .where('token_hash', '=', tokenHash)
        .where('create_claimed_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async recordBind(playerId: number, phone: string): Promise<void> {
      await db
        .insertInto('phone_binds')
        .values({ player_id: playerId, phone, bound_at: now(), bonus_paid_at: null, bonus_amount: null })
        .execute();
    },

    findBind(playerId: number) {
      return db.selectFrom('phone_binds').selectAll().where('player_id', '=', playerId).executeTakeFirst();
    },

    /**
     * Marks the bonus paid (the 10640 icon reads it), in the wallet operation's transaction.
     * Only an unpaid bind is marked, so the first payment's time and amount stay.
     */
    async markBonusPaid(playerId: number, amount: number): Promise<void> {
      await db
        .updateTable('phone_binds')
        .set({ bonus_paid_at: now(), bonus_amount: amount })
        .where('player_id', '=', playerId)
        .where('bonus_paid_at', 'is', null)
        .execute();
    },

    async addPendingWelcome(playerId: number): Promise<void> {
      await db
        .insertInto('pending_welcomes')
        .values({ player_id: playerId, created_at: now() })
        .onConflict((oc) => oc.column('player_id').doNothing())
        .execute();
    },

    /** Removes the welcome; true when there was one (this sign-in is the account's first). */
    async takePendingWelcome(playerId: number): Promise<boolean> {
      const r = await db.deleteFrom('pending_welcomes').where('player_id', '=', playerId).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}

export type PhoneRepository = ReturnType<typeof phoneRepository>;
