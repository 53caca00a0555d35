'use client';

import Link from '@/ui/link';
import { useT } from 'next-i18next/client';
import { useBrand } from '@/brand';
import { BindPhoneButton } from '@/features/bind-phone';
import { openFriends } from '@/features/friends';
import { openMail, useMailUnread } from '@/features/mail';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Icon } from '@/ui/icon';
import { RedDot } from '@/ui/red-dot';
import { hubItems, type HubItem } from '../hub-items';

const ROW =
  'flex min-h-14 w-full items-center gap-3 rounded-2xl bg-night-800/80 px-4 text-left font-bold text-mist-300 ring-1 ring-white/10 transition hover:text-gold-300 hover:ring-gold-400/40';

function Row({ item, badge }: { item: HubItem; badge?: number }) {
  const { t } = useT('member');
  const content = (
    <>
      <Icon name={item.icon} className="h-6 w-6 text-gold-400" />
      <span className="flex flex-1 flex-col">
        <span>{t(`items.${item.id}`)}</span>
        {item.hintKey && <span className="text-xs font-normal text-mist-400">{t(item.hintKey)}</span>}
      </span>
      {badge !== undefined && <RedDot count={badge} />}
      <Icon name="chevronRight" className="h-5 w-5 text-mist-400" />
    </>
  );
  const locale = useLocale();
  const { target } = item;
  if ('action' in target) {
    return (
      <button type="button" className={ROW} onClick={() => (target.action === 'mail' ? openMail() : openFriends())}>
        {content}
      </button>
    );
  }
  return (
    <Link href={localePath(locale, target.href)} className={ROW}>
      {content}
    </Link>
  );
}

/** The member centre's services for this brand (mail only for non-guests), then bind phone. */
export function HubLinks() {
  const { t } = useT('member');
  const brand = useBrand();
  // Mail is for signed-in accounts, not guests (as the menu's 信件 entry): hidden for them.
  const unread = useMailUnread();
  const items = hubItems(brand.features).filter((item) => item.id !== 'mail' || unread !== null);
  return (
    <nav aria-label={t('items.title')} className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <Row key={item.id} item={item} badge={item.id === 'mail' ? (unread ?? 0) : undefined} />
      ))}
      <div className="sm:col-span-2">
        <BindPhoneButton />
      </div>
    </nav>
  );
}
