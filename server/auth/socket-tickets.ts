/**
 * Socket tickets (issue 8 item 4): the web server trades the session's lobby token for a
 * ticket that opens one socket. A ticket is `ticket.` + 32 random bytes, stored only as its
 * SHA-256, valid for SocketTicketRules.TtlSeconds and used at most once (consumed by a single
 * DELETE … RETURNING). The socket it opens belongs to the ticket's session token, so the
 * kicks of sign-out and of a second sign-in (by token hash) reach it like any other socket.
 */
import { randomBytes } from 'node:crypto';
import { SocketTicketRules } from '../../src/protocol';
import type { Clock } from '../clock';
import type { Repositories } from '../db/repositories';
import { hashToken } from './token-hash';

const TICKET_BYTES = 32;
export const TICKET_TTL_MS = SocketTicketRules.TtlSeconds * 1000;

/** True when an init frame's Token is a ticket rather than a session token. */
export function isSocketTicket(value: string): boolean {
  return value.startsWith(SocketTicketRules.Prefix);
}

export function createSocketTickets(deps: { repos: Repositories; clock: Clock }) {
  return {
    /** A new ticket for a verified session (by its token hash); expired tickets are pruned on the way. */
    async mint(tokenHash: string): Promise<{ ticket: string; expiresInSeconds: number }> {
      const now = deps.clock.now();
      const { socketTickets } = deps.repos;
      // Minting is rare (a socket connect) and the expiry index makes this cheap: the table
      // never holds more than the last TtlSeconds' worth of unused tickets.
      await socketTickets.prune(now);
      const ticket = SocketTicketRules.Prefix + randomBytes(TICKET_BYTES).toString('base64url');
      await socketTickets.insert({ ticket_hash: hashToken(ticket), token_hash: tokenHash, created_at: now, expires_at: now + TICKET_TTL_MS });
      return { ticket, expiresInSeconds: SocketTicketRules.TtlSeconds };
    },

    /** Uses a ticket: its session's token hash, or null (unknown, used, expired). */
    consume(ticket: string): Promise<string | null> {
      if (ticket.length > 128) return Promise.resolve(null);
      return deps.repos.socketTickets.consume(hashToken(ticket), deps.clock.now());
    },
  };
}

export type SocketTickets = ReturnType<typeof createSocketTickets>;
