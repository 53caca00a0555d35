/**
 * Named locks held until the caller's transaction ends, for the read-then-write rules that a
 * row lock cannot cover because the row does not exist yet: "count the rows of the window,
 * then insert one" (SMS and guest sign-up limits, the chat rate limit, the resend wait).
 *
 * PostgreSQL runs at READ COMMITTED: two transactions may both count 9 and both insert the
 * 10th. `pg_advisory_xact_lock` makes the second wait at this call until the first commits;
 * its count then sees the first one's row. The key pairs the schema with the name, so two
 * schemas (tests, tenants) never wait on each other. SQLite needs nothing: Kysely runs one
 * transaction at a time on its single connection, and the file has one writer.
 */
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../schema';

/** Every lock name, so the rules that share one are visible in one place. */
export const LockName = {
  /** Guest sign-up limits: count the window, then log the sign-up. */
  guestSignUps: 'guest-sign-ups',
  /** SMS code limits and the resend wait: count and read the last send, then issue. */
  smsCodes: 'sms-codes',
  /** One sender's chat rate limit and ClientID resend check, then the insert. */
  chatSender: (playerId: number) => `chat-sender:${playerId}`,
  /** First sign-in of a provider subject: look the identity up, then create the player. */
  identity: (tpType: number, subject: string) => `identity:${tpType}:${subject}`,
  /** Binding a phone number: count its accounts, then bind. */
  phoneBind: (phone: string) => `phone-bind:${phone}`,
  /** A live room: joining checks it is open while closing empties it (server/live/rooms.ts). */
  liveRoom: (roomId: number) => `live-room:${roomId}`,
  /** A player's honor pins: count the pinned, then pin (server/honor/honor-service.ts). */
  honorPins: (playerId: number) => `honor-pins:${playerId}`,
  /**
   * A player's club membership: check "in no club", then join and void their other pending
   * applications (server/club/membership-service.ts). Taken after the club's row lock, so two
   * clubs accepting one player wait here instead of deadlocking on each other's application.
   */
  clubMembership: (playerId: number) => `club-membership:${playerId}`,
} as const;

export function locksRepository(db: Db) {
  return {
    /** Waits for, then holds until commit or rollback, the lock called `name`. */
    async hold(name: string): Promise<void> {
      if (!db.isTransaction) throw new Error(`lock "${name}" taken outside a transaction would be released at once`);
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await sql`select pg_advisory_xact_lock(hashtext(current_schema()), hashtext(${name}))`.execute(db);
    },
  };
}

export type LocksRepository = ReturnType<typeof locksRepository>;
