/**
 * Session tokens: issue, verify, revoke. Issuing a token for a player revokes their older
 * ones and kicks the sockets opened with them (100016 duplicate sign-in), so every
 * sign-in provider gets single-session behaviour by calling `issue`.
 */
import { randomBytes } from 'node:crypto';
import { Code } from '../../src/protocol';
import type { Clock } from '../clock';
import { withTransaction, type Repositories } from '../db/repositories';
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

/** What a kicked socket is told: its init reply OP with this code and message, then close. */
const DUPLICATE_KICK = [Code.DuplicateSignIn, 'signed in elsewhere'] as const;
const SIGN_OUT_KICK = [Code.SignOut, 'signed out'] as const;
/** A suspended player's live session (server/account/suspend.ts): 100014 and close. */
export const SUSPENDED_KICK = [Code.AccountSuspended, '帳號已被停用，如有任何疑問，請聯繫客服'] as const;
/** Token hashes per query of a sweep (well under every engine's bound-parameter limit). */
const SWEEP_BATCH = 500;

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
      // One commit: a sweep reading between the revoke and the insert would see the old token
      // ended with no newer sign-in, and close its sockets as signed out (100015), not 100016.
      const previous = await withTransaction(deps.repos, async (tx) => {
        const revoked = await tx.tokens.revokeAllOf(playerId, now);
        await tx.tokens.insert({ token_hash: tokenHash, player_id: playerId, provider, created_at: now, expires_at: now + ttl });
        return revoked;
      });
      let kicked = 0;
      for (const old of previous) kicked += deps.hub.kickToken(old, ...DUPLICATE_KICK);
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

    /**
     * Ends this process's sockets whose session was revoked while no kick could reach them:
     * revoked between a socket's init check and its joining the hub, or while this process
     * was cut off from the bus (a lost kick); and those of a player suspended meanwhile (100014). Checks `tokenHashes` (default: every socket
     * here) in batches; answers how many sockets it closed. Expiry is each socket's own timer.
     */
    async sweep(tokenHashes: readonly string[] = deps.hub.localTokenHashes()): Promise<number> {
      let kicked = 0;
      for (let i = 0; i < tokenHashes.length; i += SWEEP_BATCH) {
        for (const ended of await deps.repos.tokens.revokedAmong(tokenHashes.slice(i, i + SWEEP_BATCH))) {
          const [code, message] = ended.signed_in_since ? DUPLICATE_KICK : SIGN_OUT_KICK;
          kicked += deps.hub.kickTokenHere(ended.token_hash, code, message);
        }
      }
      // …and those of a player suspended while the kick could not reach them.
      for (let i = 0; i < tokenHashes.length; i += SWEEP_BATCH) {
        for (const hash of await deps.repos.tokens.suspendedAmong(tokenHashes.slice(i, i + SWEEP_BATCH))) {
          kicked += deps.hub.kickTokenHere(hash, ...SUSPENDED_KICK);
        }
      }
      if (kicked > 0) deps.log.info('ended sessions swept: sockets closed', { kicked });
      return kicked;
    },

    /** Signs out: the token stops working and its sockets get Code.SignOut and close. */
    async revoke(token: string): Promise<boolean> {
      const tokenHash = hashToken(token);
      const revoked = await deps.repos.tokens.revoke(tokenHash, deps.clock.now());
      deps.hub.kickToken(tokenHash, ...SIGN_OUT_KICK);
      return revoked;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
