'use client';

import { useState } from 'react';
import Link from '@/ui/link';
import { useSession } from 'next-auth/react';
import { useBrand } from '@/brand';
import { offersLive } from '@/brand/get-brand';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Icon, type IconName } from '@/ui/icon';
import { useGamesT } from '../texts';

export interface ActionMenuProps {
  /** Opens the redeem-code dialog; without it the entry is not offered. */
  onRedeem?: () => void;
}

/** Opens the chat window (its code is loaded with the play screen's chat window already). */
function openChat(): void {
  void import('@/features/chat/actions').then((chat) => chat.openChatWindow());
}

const ITEM =
  'flex min-h-12 items-center gap-3 rounded-full bg-night-900/95 py-1.5 pl-1.5 pr-5 text-sm font-bold text-white shadow-lg ring-1 ring-gold-500/40 transition hover:ring-gold-300 active:scale-95';

function ItemIcon({ name, tone }: { name: IconName; tone: string }) {
  return (
    <span aria-hidden="true" className={`flex h-9 w-9 items-center justify-center rounded-full bg-gradient-to-br ${tone} text-white ring-2 ring-white/20`}>
      <Icon name={name} className="h-5 w-5" />
    </span>
  );
}

/**
 * The action menu of the main play screen (chat §2, §6): chat, redeem code and, for the brands
 * with live rooms (§9, `offersLive`), live. Signed-in players only; guests do not get it.
 */
export function ActionMenu({ onRedeem }: ActionMenuProps) {
  const { data: session, status } = useSession();
  const brand = useBrand();
  const locale = useLocale();
  const { tg, ready } = useGamesT();
  const [open, setOpen] = useState(false);
  if (status !== 'authenticated' || !session || session.provider === 'guest' || !ready) return null;
  const live = offersLive(brand);
  const close = () => setOpen(false);
  return (
    <nav aria-label={tg('menu')} className="fixed bottom-[calc(8.5rem+env(safe-area-inset-bottom))] left-4 z-[36] flex flex-col-reverse items-start gap-3 lg:bottom-24">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="play-action-menu"
        aria-label={open ? tg('menuClose') : tg('menuOpen')}
        data-testid="action-menu-toggle"
        onClick={() => setOpen((value) => !value)}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-gradient-to-b from-plum-700 to-night-900 text-gold-300 shadow-glow ring-2 ring-gold-400/70 transition hover:brightness-125 active:scale-95"
      >
        <Icon name={open ? 'close' : 'menu'} className="h-7 w-7" />
      </button>
      {open ? (
        <ul id="play-action-menu" className="flex flex-col gap-2">
          <li>
            <button
              type="button"
              className={ITEM}
              onClick={() => {
                close();
                openChat();
              }}
            >
              <ItemIcon name="chat" tone="from-gold-400 to-gold-600" />
              {tg('menuChat')}
            </button>
          </li>
          {onRedeem ? (
            <li>
              <button
                type="button"
                className={ITEM}
                onClick={() => {
                  close();
                  onRedeem();
                }}
              >
                <ItemIcon name="gift" tone="from-ruby-500 to-plum-700" />
                {tg('menuRedeem')}
              </button>
            </li>
          ) : null}
          {live ? (
            <li>
              <Link href={localePath(locale, '/play-game/live')} onClick={close} className={ITEM}>
                <ItemIcon name="megaphone" tone="from-fuchsia-500 to-plum-700" />
                {tg('menuLive')}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
