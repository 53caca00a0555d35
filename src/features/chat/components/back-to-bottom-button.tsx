'use client';

import { useT } from 'next-i18next/client';
import { Icon } from '@/ui/icon';

/** Shown once the list is scrolled more than 100 px up from the newest message (chat spec §9). */
export function BackToBottomButton({ onClick }: { onClick: () => void }) {
  const { t } = useT('chat');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('backToBottom')}
      className="absolute bottom-3 right-3 z-10 flex h-11 w-11 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-500 text-night-950 shadow-glow ring-1 ring-gold-300/70 transition hover:brightness-110 active:scale-95"
    >
      <Icon name="arrowDown" className="h-5 w-5" />
    </button>
  );
}
