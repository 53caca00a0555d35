'use client';

import { useT } from 'next-i18next/client';
import type { Mail } from '@/protocol/mail';
import { formatTaipeiTime } from '@/ui/format-time';
import { Icon } from '@/ui/icon';
import { MailItems } from './mail-items';
import { mailWords, senderOf } from './mail-text';

/** The loaded mails, newest first; a row opens the mail. */
export function MailList({ rows, onOpen }: { rows: readonly Mail[]; onOpen: (id: number) => void }) {
  const { t } = useT('mail');
  return (
    <ul className="flex flex-col gap-2">
      {rows.map((m) => {
        const { title } = mailWords(m, t);
        return (
          <li key={m.MailID}>
            <button
              type="button"
              onClick={() => onOpen(m.MailID)}
              className="flex w-full items-start gap-3 rounded-2xl bg-white/5 px-3 py-2.5 text-left ring-1 ring-white/10 transition hover:bg-white/10"
            >
              <span className="relative mt-0.5 shrink-0">
                <Icon name="mail" className={`h-6 w-6 ${m.Read ? 'text-mist-400' : 'text-gold-400'}`} />
                {m.Read ? null : (
                  <>
                    <span aria-hidden="true" className="absolute -right-1 -top-1 h-2.5 w-2.5 rounded-full bg-ruby-500" />
                    <span className="sr-only">{t('unread')}</span>
                  </>
                )}
              </span>
              <span className="min-w-0 flex-1">
                <span className={`block truncate text-sm ${m.Read ? 'text-mist-300' : 'font-bold text-white'}`}>{title}</span>
                <span className="mt-0.5 flex justify-between gap-2 text-xs text-mist-400">
                  <span className="truncate">{senderOf(m, t)}</span>
                  <span className="shrink-0 tabular-nums">{formatTaipeiTime(m.CreateTime)}</span>
                </span>
                {m.Collected ? (
                  <span className="mt-1 inline-block text-xs font-bold text-mist-400">{t('collected')}</span>
                ) : (
                  <MailItems items={m.Items} />
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
