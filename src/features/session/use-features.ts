'use client';

import { useEffect, useRef } from 'react';
import { resetFeatures, startFeatures, type FeatureModule } from '@/features/feature-module';
import { getSockets } from '@/socket';
import { setCurrentSession } from './session-generation';

/**
 * Registers every feature once per page, and resets them all when the session ends or
 * changes hands (signed out, or another token), so nothing of one player stays for the next.
 * Also records the session in force, which decides whose session-ending codes count.
 * `token` is null while signed out or still loading (`settled` false).
 */
export function useFeatures(features: readonly FeatureModule[], token: string | null, settled: boolean): void {
  useEffect(() => startFeatures(features, getSockets()), [features]);
  // The session in force: codes tagged with another token are a finished session's (item 8).
  if (settled) setCurrentSession(token);
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!settled) return;
    if (token === null || (last.current !== null && token !== last.current)) resetFeatures(features);
    last.current = token;
  }, [features, token, settled]);
}
