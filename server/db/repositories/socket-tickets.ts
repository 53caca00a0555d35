import type { Db } from '../schema';

/** A row of socket_tickets (migration 007). Times are epoch ms. */
export interface SocketTicketsTable {
  ticket_hash: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
}

/**
 * Socket tickets by hash (server/auth/socket-tickets.ts mints and consumes them). The table's
 * shape is declared here with Kysely's `withTables`, next to its only reader.
 */
export function socketTicketsRepository(db: Db) {
  const q = db.withTables<{ socket_tickets: SocketTicketsTable }>();
  return {
    async insert(record: SocketTicketsTable): Promise<void> {
      await q.insertInto('socket_tickets').values(record).execute();
    },

    /**
     * Uses a ticket: deletes it and answers its session's token hash, or null when it is
     * unknown, already used or expired at `now`. One DELETE … RETURNING, so of two callers
     * racing on one ticket exactly one gets the row.
     */
    async consume(ticketHash: string, now: number): Promise<string | null> {
      const row = await q
        .deleteFrom('socket_tickets')
        .where('ticket_hash', '=', ticketHash)
        .where('expires_at', '>', now)
        .returning('token_hash')
        .executeTakeFirst();
      return row?.token_hash ?? null;
    },

    /** Housekeeping: deletes tickets expired at `now`; answers how many. */
    async prune(now: number): Promise<number> {
      const r = await q.deleteFrom('socket_tickets').where('expires_at', '<=', now).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}

export type SocketTicketsRepository = ReturnType<typeof socketTicketsRepository>;
