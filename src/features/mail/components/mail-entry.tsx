'use client';

import { useSession } from 'next-auth/react';
import { useT } from 'next-i18next/client';
import { Icon } from '@/ui/icon';
import { RedDot, badgeText } from '@/ui/red-dot';
import { openMail, useMailStore } from '../store';

/** The unread mail count of a signed-in non-guest player, or null when mail is not offered. */
export function useMailUnread(): number | null {
  const { data: session } = useSession();
  const unread = useMailStore((state) => state.unread);
  return session && session.provider !== 'guest' ? unread : null;
}

function useUnreadLabel(count: number): string {
  const { t } = useT('mail');
  const text = badgeText(count);
  return text ? `${t('entry')} (${t('unreadLabel', { n: text })})` : t('entry');
}

/** 信件 in the account menu, with the unread count (99+). */
export function MailMenuItem({ className, onOpen }: { className: string; onOpen: () => void }) {
  const unread = useMailUnread();
  const { t } = useT('mail');
  const label = useUnreadLabel(unread ?? 0);
  if (unread === null) return null;
  return (
    <button
      role="menuitem"
      type="button"
      aria-label={label}
      className={className}
      onClick={() => {
        onOpen();
        openMail();
      }}
    >
      <Icon name="mail" className="h-5 w-5 text-gold-400" />
      <span className="flex-1">{t('entry')}</span>
      <RedDot count={unread} />
    </button>
  );
}

/** The mail button of the top bar: an envelope with the unread badge (99+). */
export function MailNavButton({ className = 'flex' }: { className?: string }) {
  const unread = useMailUnread();
  const label = useUnreadLabel(unread ?? 0);
  if (unread === null) return null;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={openMail}
      className={`relative h-11 w-11 shrink-0 items-center justify-center rounded-full text-mist-300 hover:bg-white/10 hover:text-white ${className}`}
    >
      <Icon name="mail" />
      <RedDot count={unread} className="absolute -right-0.5 top-0.5" />
    </button>
  );
}
