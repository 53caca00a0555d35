'use client';

import { useEffect, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { useFeature } from '@/brand/brand-context';
import { useActiveModal } from '@/features/modals';
import { stripLocale } from '@/i18n/locale-path';
import { codeFromSearch, isPlayPath, PENDING_CODE_KEY, referralAsk, referralAskKey } from '../rules';
import { useInviteStore } from '../store';

const ReferralModal = dynamic(() => import('./referral-modal').then((m) => m.ReferralModal), { ssr: false });

const noop = () => () => {};

function readFlag(playerId: number): boolean {
  try {
    return localStorage.getItem(referralAskKey(playerId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Keeps a shared link's code (`?invite=CODE`) for the bind form, and shows the required
 * referral modal (its code fetched then) when a game page opens to a player of a brand that
 * requires one (rules: `referralAsk`), after any other modal is closed.
 */
export function InviteSlot() {
  const required = useFeature('referralCodeRequired');
  const { data: session } = useSession();
  const playerId = session?.playerID ?? 0;
  // a guest who bound a phone is a player like any other (server/players/player-brand.ts isGuest)
  const guest = session?.provider === 'guest' && !session.phone;
  const created = session?.isRegist === true && !guest;
  // Read once per render from storage (written below, or on an earlier visit); false on the server.
  const stored = useSyncExternalStore(noop, () => (playerId ? readFlag(playerId) : false), () => false);
  const flagged = playerId > 0 && (created || stored);
  const modalOpen = useActiveModal() !== null;
  const onPlayPage = isPlayPath(stripLocale(usePathname() ?? ''));

  useEffect(() => {
    const code = codeFromSearch(window.location.search);
    if (!code) return;
    try {
      localStorage.setItem(PENDING_CODE_KEY, code);
    } catch {
      // storage off: the player types the code
    }
  }, []);

  useEffect(() => {
    if (!required || !playerId || !created) return;
    try {
      localStorage.setItem(referralAskKey(playerId), '1');
    } catch {
      // storage off: asked on this page only
    }
  }, [required, playerId, created]);

  const ask = useInviteStore((s) => referralAsk({ required, guest, info: s.info, skipped: s.skipped, flagged, now: Date.now() }));
  return ask !== 'none' && onPlayPage && !modalOpen ? <ReferralModal required={ask === 'require'} /> : null;
}
