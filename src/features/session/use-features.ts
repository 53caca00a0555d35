'use client';

import { useEffect, useRef } from 'react';
import { resetFeatures, startFeatures, type FeatureModule } from '@/features/feature-module';
import { getSockets } from '@/socket';

/**
 * Registers every feature once per page, and resets them all when the session ends or
 * changes hands (signed out, or another token), so nothing of one player stays for the next.
 * `token` is the settled session's (null: signed out); it is mounted once a session exists.
 */
export function useFeatures(features: readonly FeatureModule[], token: string | null): void {
  useEffect(() => startFeatures(features, getSockets()), [features]);
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (token === null || (last.current !== null && token !== last.current)) resetFeatures(features);
    last.current = token;
  }, [features, token]);
}
