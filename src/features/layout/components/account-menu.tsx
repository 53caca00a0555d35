'use client';

import Link from '@/ui/link';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSession } from 'next-auth/react';
import { useT } from 'next-i18next/client';
import { openBindPhone } from '@/features/bind-phone';
import { MailMenuItem, useMailUnread } from '@/features/mail';
import { useSignOut } from '@/features/session';
import { Icon } from '@/ui/icon';
import { RedDot } from '@/ui/red-dot';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';

/**
 * The signed-in player's menu, opened from the player chip: member center, passbook and 登出.
 * Closes on outside click, Escape (focus back to the chip) and after choosing an entry.
 */
export function AccountMenu({ chip, label }: { chip: ReactNode; label: string }) {
  const { t } = useT(['common', 'auth']);
  const locale = useLocale();
  const signOut = useSignOut();
  const { data: session } = useSession();
  const [open, setOpen] = useState(false);
  const unreadMail = useMailUnread() ?? 0;
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const item =
    'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm font-bold text-mist-300 transition hover:bg-white/10 hover:text-gold-300 focus-visible:bg-white/10';

  return (
    <div ref={root} className="relative shrink-0">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="relative flex min-h-11 min-w-0 items-center gap-2 rounded-full bg-night-950/60 py-1 pl-1 pr-3 ring-1 ring-gold-500/40 transition hover:ring-gold-400"
      >
        {chip}
        <Icon name="chevronDown" className={`h-4 w-4 text-mist-400 transition ${open ? 'rotate-180' : ''}`} />
        {unreadMail > 0 ? <RedDot dot className="absolute right-1 top-1 sm:hidden" /> : null}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          className="absolute right-0 top-full z-40 mt-2 w-52 rounded-2xl bg-night-800 p-2 shadow-2xl shadow-black/60 ring-1 ring-gold-500/25"
        >
          <Link role="menuitem" href={localePath(locale, '/member/info')} className={item} onClick={() => setOpen(false)}>
            <Icon name="user" className="h-5 w-5 text-gold-400" />
            {t('nav.memberInfo')}
          </Link>
          <Link role="menuitem" href={localePath(locale, '/member/passbook')} className={item} onClick={() => setOpen(false)}>
            <Icon name="book" className="h-5 w-5 text-gold-400" />
            {t('nav.passbook')}
          </Link>
          <MailMenuItem className={item} onOpen={() => setOpen(false)} />
          {session && !session.phone ? (
            <button
              role="menuitem"
              type="button"
              className={item}
              onClick={() => {
                setOpen(false);
                openBindPhone();
              }}
            >
              <Icon name="phone" className="h-5 w-5 text-gold-400" />
              {t('bindPhone.entry', { ns: 'auth' })}
            </button>
          ) : null}
          <div className="my-1 h-px bg-white/10" />
          <button
            role="menuitem"
            type="button"
            className={item}
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
          >
            <Icon name="close" className="h-5 w-5 text-ruby-500" />
            {t('common.signOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
