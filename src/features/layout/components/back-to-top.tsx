'use client';

import { useSyncExternalStore } from 'react';
import { useT } from 'next-i18next/client';
import { Icon } from '@/ui/icon';

/** Scroll distance after which the button shows (account §2). */
export const BACK_TO_TOP_AFTER_PX = 100;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const scrolledPast = () => window.scrollY > BACK_TO_TOP_AFTER_PX;

/** Floating back-to-top button, above the bottom bar on phones. */
export function BackToTop() {
  const { t } = useT('common');
  const shown = useSyncExternalStore(subscribe, scrolledPast, () => false);

  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={toTop}
      aria-label={t('footer.backToTop')}
      aria-hidden={!shown}
      tabIndex={shown ? 0 : -1}
      className={`fixed right-4 z-20 flex h-12 w-12 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-600 text-night-950 shadow-glow ring-2 ring-night-900 transition duration-modal bottom-[calc(4.75rem+env(safe-area-inset-bottom))] lg:bottom-8 ${
        shown ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0'
      }`}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
