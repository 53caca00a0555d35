/**
 * Session tokens: issue, verify, revoke. Issuing a token for a player revokes their older
 * ones and kicks the sockets opened with them (100016 duplicate sign-in), so every
 * sign-in provider gets single-session behaviour by calling `issue`.
 */
import { randomBytes } from 'node:crypto';
import { Code } from '../../src/protocol';
import type { Clock } from '../clock';
import type { Repositories } from '../db/repositories';
import { PlayerStatus } from '../db/repositories/players';
import type { Logger } from '../log';
import type { Hub } from '../ws/hub';
import { createSocketTickets, isSocketTicket } from './socket-tickets';
import { hashToken } from './token-hash';

export { hashToken } from './token-hash';

/** 32 random bytes: 256 bits, far beyond guessing. */
const TOKEN_BYTES = 32;
export const DEFAULT_TOKEN_TTL_MS = 24 * 3600_000; // matches the client's 24 h EXPIRES rule

export interface VerifiedSession {
  playerId: number;
  tokenHash: string;
  expiresAt: number;
  suspended: boolean;
}

export interface SessionsDeps {
  repos: Repositories;
  hub: Hub;
  clock: Clock;
  log: Logger;
  ttlMs?: number;
}

export function createSessions(deps: SessionsDeps) {
  const ttl = deps.ttlMs ?? DEFAULT_TOKEN_TTL_MS;
  const tickets = createSocketTickets(deps);

  /** The session behind a token hash, or null when unknown, revoked or expired. */
  async function verifyHash(tokenHash: string): Promise<VerifiedSession | null> {
    const { tokens, players } = deps.repos;
    const record = await tokens.find(tokenHash);
    if (!record || record.revoked_at !== null || record.expires_at <= deps.clock.now()) return null;
    const player = await players.find(record.player_id);
    if (!player) return null;
    return {
      playerId: record.player_id,
      tokenHash,
      expiresAt: record.expires_at,
      suspended: player.status === PlayerStatus.Suspended,
    };
  }

  /** A session token's session (a ticket is not a token: null). */
  async function verify(token: string): Promise<VerifiedSession | null> {
    if (token.length === 0 || token.length > 256 || isSocketTicket(token)) return null;
    return verifyHash(hashToken(token));
  }

  return {
    /** A new token for the player; older sessions end with Code.DuplicateSignIn. */
    async issue(playerId: number, provider: number): Promise<string> {
      const now = deps.clock.now();
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const tokenHash = hashToken(token);
      const { tokens } = deps.repos;
      const previous = await tokens.revokeAllOf(playerId, now);
      await tokens.insert({ token_hash: tokenHash, player_id: playerId, provider, created_at: now, expires_at: now + ttl });
      let kicked = 0;
      for (const old of previous) kicked += deps.hub.kickToken(old, Code.DuplicateSignIn, 'signed in elsewhere');
      if (kicked > 0) deps.log.info('duplicate sign-in: older sockets closed', { playerId, kicked });
      return token;
    },

    /** The session behind a token, or null when unknown, revoked or expired. */
    verify,

    /**
     * The session of a socket's init frame `Token`: a socket ticket (used up here, whatever
     * the outcome) or a full session token (other clients). Null for an unknown, used or
     * expired ticket and for a ticket whose session has ended since it was minted.
     */
    async verifySocket(tokenOrTicket: string): Promise<VerifiedSession | null> {
      if (!isSocketTicket(tokenOrTicket)) return verify(tokenOrTicket);
      const tokenHash = await tickets.consume(tokenOrTicket);
      return tokenHash === null ? null : verifyHash(tokenHash);
    },

    /**
     * A socket ticket for the session of `token`: null when that session is not valid; no
     * ticket (null) for a suspended player, whose init would be refused anyway.
     */
    async mintSocketTicket(token: string): Promise<{ session: VerifiedSession; ticket: { ticket: string; expiresInSeconds: number } | null } | null> {
      const session = await verify(token);
      if (!session) return null;
      return { session, ticket: session.suspended ? null : await tickets.mint(session.tokenHash) };
    },

    /** Signs out: the token stops working and its sockets get Code.SignOut and close. */
    async revoke(token: string): Promise<boolean> {
      const tokenHash = hashToken(token);
      const revoked = await deps.repos.tokens.revoke(tokenHash, deps.clock.now());
      deps.hub.kickToken(tokenHash, Code.SignOut, 'signed out');
      return revoked;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
