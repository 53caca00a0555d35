'use client';

import dynamic from 'next/dynamic';
import { useParams, usePathname } from 'next/navigation';
import { useFeature } from '@/brand/brand-context';

const SpecialRewardPopup = dynamic(() => import('./special-reward-popup').then((m) => m.SpecialRewardPopup), { ssr: false });

/**
 * Mounts the special reward popup on home only, and only for brands with `specialRewardPopup`:
 * other brands and other pages download none of its code.
 */
export function SpecialRewardPopupSlot() {
  const offered = useFeature('specialRewardPopup');
  const pathname = usePathname();
  const { locale } = useParams<{ locale?: string }>();
  const onHome = pathname === '/' || (locale !== undefined && (pathname === `/${locale}` || pathname === `/${locale}/`));
  return offered && onHome ? <SpecialRewardPopup /> : null;
}
