'use client';

import { useCallback, useEffect, useState } from 'react';
import type { PlayerProfile } from '@/protocol';
import { useSocketState } from '@/socket/use-socket-state';
import { loadOwnProfile } from './profile-requests';

export interface OwnProfileView {
  profile: PlayerProfile | null;
  /** A refusal's Code, -1 when no answer came; null otherwise. */
  failedCode: number | null;
  reload(): void;
  /** Puts a fresh profile (the 10160 reply) on screen without asking again. */
  replace(profile: PlayerProfile): void;
}

/** The signed-in player's own profile (with Detail), asked once the lobby socket is ready. */
export function useOwnProfile(playerId: number | null): OwnProfileView {
  const ready = useSocketState('lobby') === 'ready';
  const [profile, setProfile] = useState<PlayerProfile | null>(null);
  const [failedCode, setFailedCode] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!ready || playerId === null) return;
    let live = true;
    void loadOwnProfile(playerId).then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        setProfile(outcome.result);
        setFailedCode(null);
      } else if (!outcome.lost) setFailedCode(outcome.code);
      // A dropped connection asks again when the socket is ready again (the effect re-runs).
      else if (outcome.lost !== 'disconnected' && outcome.lost !== 'stopped') setFailedCode(-1);
    });
    return () => {
      live = false;
    };
  }, [ready, playerId, attempt]);

  const reload = useCallback(() => {
    setFailedCode(null);
    setAttempt((n) => n + 1);
  }, []);
  return { profile: profile?.PlayerID === playerId ? profile : null, failedCode, reload, replace: setProfile };
}
