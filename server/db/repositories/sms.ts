import type { Db } from '../schema';
import { ABUSE_LOG_RETENTION_MS } from './retention';

export type SmsPurpose = 'signin' | 'bind';

/**
 * Issued SMS codes (for verification and the daily limits) and the demo outbox (what
 * was "delivered", read by QA). Counting helpers take a day start from the clock.
 */
export function smsRepository(db: Db, now: () => number) {
  return {
    async issue(code: { phone: string; code: string; deviceId: string; purpose: SmsPurpose; playerId: number | null; clientAddress: string }) {
      await db.deleteFrom('sms_codes').where('created_at', '<', now() - ABUSE_LOG_RETENTION_MS).execute();
      return db
        .insertInto('sms_codes')
        .values({
          phone: code.phone,
          code: code.code,
          device_id: code.deviceId,
          purpose: code.purpose,
          player_id: code.playerId,
          created_at: now(),
          tries: 0,
          used_at: null,
          client_address: code.clientAddress,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The newest unused code for a phone and purpose. */
    latestOpen(phone: string, purpose: SmsPurpose) {
      return db
        .selectFrom('sms_codes')
        .selectAll()
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /**
     * The newest code of a scope, used or not: only this one can be verified, so a new code
     * invalidates every earlier one of the same scope.
     */
    latestFor(scope: { phone: string; purpose: SmsPurpose; playerId?: number }) {
      let q = db.selectFrom('sms_codes').selectAll().where('phone', '=', scope.phone).where('purpose', '=', scope.purpose);
      if (scope.playerId !== undefined) q = q.where('player_id', '=', scope.playerId);
      return q.orderBy('id', 'desc').executeTakeFirst();
    },

    /** Counts one wrong try while the code is open; the new count, or null if it was not open. */
    async addTryIfOpen(id: number, maxTries: number): Promise<number | null> {
      const row = await db
        .updateTable('sms_codes')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('tries', '<', maxTries)
        .returning('tries')
        .executeTakeFirst();
      return row ? Number(row.tries) : null;
    },

    /** Marks an open code used; false when another request used or exhausted it first. */
    async useIfOpen(id: number, maxTries: number): Promise<boolean> {
      const r = await db
        .updateTable('sms_codes')
        .set({ used_at: now() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('tries', '<', maxTries)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async addTry(id: number): Promise<void> {
      await db.updateTable('sms_codes').set((eb) => ({ tries: eb('tries', '+', 1) })).where('id', '=', id).execute();
    },

    async markUsed(id: number): Promise<void> {
      await db.updateTable('sms_codes').set({ used_at: now() }).where('id', '=', id).execute();
    },

    /** Codes issued since `since` matching every given field; no field: every code (the global limit). */
    async countSince(filter: { phone?: string; deviceId?: string; playerId?: number; clientAddress?: string }, since: number): Promise<number> {
      let q = db.selectFrom('sms_codes').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', since);
      if (filter.phone !== undefined) q = q.where('phone', '=', filter.phone);
      if (filter.clientAddress !== undefined) q = q.where('client_address', '=', filter.clientAddress);
      if (filter.deviceId !== undefined) q = q.where('device_id', '=', filter.deviceId);
      if (filter.playerId !== undefined) q = q.where('player_id', '=', filter.playerId);
      const row = await q.executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** When the newest code to a number was issued (any purpose), for the resend wait; undefined if none. */
    async lastIssuedAt(phone: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('sms_codes')
        .select((eb) => eb.fn.max('created_at').as('at'))
        .where('phone', '=', phone)
        .executeTakeFirst();
      return row?.at === null || row?.at === undefined ? undefined : Number(row.at);
    },

    async recordDelivery(message: { phone: string; code: string; purpose: SmsPurpose }): Promise<void> {
      await db.deleteFrom('sms_outbox').where('created_at', '<', now() - ABUSE_LOG_RETENTION_MS).execute();
      await db.insertInto('sms_outbox').values({ ...message, created_at: now() }).execute();
    },

    async lastDelivered(
      phone: string,
      purpose?: SmsPurpose,
    ): Promise<{ code: string; purpose: string; created_at: number } | undefined> {
      let q = db.selectFrom('sms_outbox').select(['code', 'purpose', 'created_at']).where('phone', '=', phone);
      if (purpose !== undefined) q = q.where('purpose', '=', purpose);
      return q.orderBy('id', 'desc').executeTakeFirst();
    },
  };
}

export type SmsRepository = ReturnType<typeof smsRepository>;
