'use client';

import { useCallback } from 'react';
import { Op, type PlayerProfile } from '@/protocol';
import { codeOf, lostOf, unwrap } from '@/http/lobby-queries';
import { setSocketRead, useSocketQuery } from '@/http/socket-queries';
import { loadOwnProfile } from './profile-requests';

export interface OwnProfileView {
  profile: PlayerProfile | null;
  /** A refusal's Code, -1 when no answer came; null otherwise. */
  failedCode: number | null;
  reload(): void;
  /** Puts a fresh profile (the 10160 reply) on screen without asking again. */
  replace(profile: PlayerProfile): void;
}

/**
 * The signed-in player's own profile (with Detail), in the query layer (src/http/socket-queries):
 * asked once the lobby socket is ready and again after a reconnect.
 */
export function useOwnProfile(playerId: number | null): OwnProfileView {
  const payload = { PlayerID: playerId ?? 0 };
  const query = useSocketQuery(Op.UserInfo, payload, {
    enabled: playerId !== null,
    read: async ({ PlayerID }) => unwrap(await loadOwnProfile(PlayerID)),
  });
  const { error, refetch } = query;
  const lost = lostOf(error);
  // A dropped connection asks again when the socket is ready again: no failure to show.
  const failedCode = !error || query.isFetching ? null : lost === undefined ? codeOf(error) : lost === 'disconnected' || lost === 'stopped' ? null : -1;
  const reload = useCallback(() => void refetch(), [refetch]);
  const replace = useCallback((profile: PlayerProfile) => setSocketRead<PlayerProfile>(Op.UserInfo, { PlayerID: profile.PlayerID }, () => profile), []);
  const profile = query.data ?? null;
  return { profile: profile?.PlayerID === playerId ? profile : null, failedCode, reload, replace };
}
