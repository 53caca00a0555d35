import type { Db } from '../schema';
import { ABUSE_LOG_RETENTION_MS } from './retention';

/** The log of guest accounts created and the address that asked: the guest sign-up limits count it. */
export function guestSignUpsRepository(db: Db, now: () => number) {
  return {
    async record(playerId: number, clientAddress: string): Promise<void> {
      await db.deleteFrom('guest_sign_ups').where('created_at', '<', now() - ABUSE_LOG_RETENTION_MS).execute();
      await db.insertInto('guest_sign_ups').values({ player_id: playerId, client_address: clientAddress, created_at: now() }).execute();
    },

    /** Sign-ups since `since`, from one address or (none given) from everyone. */
    async countSince(filter: { clientAddress?: string }, since: number): Promise<number> {
      let q = db.selectFrom('guest_sign_ups').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', since);
      if (filter.clientAddress !== undefined) q = q.where('client_address', '=', filter.clientAddress);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },
  };
}

export type GuestSignUpsRepository = ReturnType<typeof guestSignUpsRepository>;
