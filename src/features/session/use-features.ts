'use client';

import { useEffect, useRef } from 'react';
import { resetFeatures, startFeatures, type FeatureModule } from '@/features/feature-module';
import { getSockets } from '@/socket';

/**
 * Registers every feature once per page, and resets them all when the session ends or
 * changes hands (signed out, or another session), so nothing of one player stays for the next.
 * `session` is the settled session's tag (null: signed out); it is mounted once a session exists.
 */
export function useFeatures(features: readonly FeatureModule[], session: string | null): void {
  useEffect(() => startFeatures(features, getSockets()), [features]);
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (session === null || (last.current !== null && session !== last.current)) resetFeatures(features);
    last.current = session;
  }, [features, session]);
}
