'use client';

import { useT } from 'next-i18next/client';

/** 'unread messages below' above the first unread message (chat spec §2). */
export function UnreadDivider() {
  const { t } = useT('chat');
  return (
    <div role="separator" aria-label={t('unreadDivider')} className="flex items-center gap-3 px-2 py-2">
      <span aria-hidden="true" className="h-px flex-1 bg-gradient-to-r from-transparent to-ruby-500/80" />
      <span className="text-xs font-bold text-ruby-500">{t('unreadDivider')}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-gradient-to-l from-transparent to-ruby-500/80" />
    </div>
  );
}
