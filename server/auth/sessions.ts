/**
 * Session tokens: issue, verify, revoke. Issuing a token for a player revokes their older
 * ones and kicks the sockets opened with them (100016 duplicate sign-in), so every
 * sign-in provider gets single-session behaviour by calling `issue`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Code } from '../../src/protocol';
import type { Clock } from '../clock';
import type { Repositories } from '../db/repositories';
import { PlayerStatus } from '../db/repositories/players';
import type { Logger } from '../log';
import type { Hub } from '../ws/hub';

/** 32 random bytes: 256 bits, far beyond guessing. */
const TOKEN_BYTES = 32;
export const DEFAULT_TOKEN_TTL_MS = 24 * 3600_000; // matches the client's 24 h EXPIRES rule

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

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
    async verify(token: string): Promise<VerifiedSession | null> {
      if (token.length === 0 || token.length > 256) return null;
      const tokenHash = hashToken(token);
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
