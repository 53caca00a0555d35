'use client';

import { useState } from 'react';
import { useT } from 'next-i18next/client';
import type { Mail } from '@/protocol/mail';
import { Button } from '@/ui/button';
import { formatTaipeiTime } from '@/ui/format-time';
import { Icon } from '@/ui/icon';
import { canCollect, canSendBack } from '../rows';
import { MailItems } from './mail-items';
import { mailWords, senderOf } from './mail-text';

export interface MailDetailProps {
  mail: Mail;
  busy: boolean;
  sentBack: boolean;
  onBack: () => void;
  onCollect: () => void;
  onSendBack: () => void;
  onDelete: () => void;
}

/** One mail in full: its text (as text), its items, and 領取 / 領取並回送 / 刪除 (confirmed). */
export function MailDetail({ mail, busy, sentBack, onBack, onCollect, onSendBack, onDelete }: MailDetailProps) {
  const { t } = useT(['mail', 'common']);
  const [confirming, setConfirming] = useState(false);
  const { title, text } = mailWords(mail, t);
  const collectable = canCollect(mail);
  return (
    <article className="flex flex-col gap-3">
      <button type="button" onClick={onBack} className="flex min-h-11 items-center gap-1 self-start text-sm font-bold text-mist-300 hover:text-gold-300">
        <Icon name="back" className="h-4 w-4" />
        {t('back')}
      </button>
      <header>
        <h3 className="break-words text-lg font-bold text-white">{title}</h3>
        <p className="mt-1 flex justify-between gap-2 text-xs text-mist-400">
          <span className="truncate">{t('from', { name: senderOf(mail, t) })}</span>
          <span className="shrink-0 tabular-nums">{formatTaipeiTime(mail.CreateTime)}</span>
        </p>
      </header>
      {text ? <p className="whitespace-pre-wrap break-words rounded-2xl bg-night-950/50 p-3 text-sm leading-relaxed text-mist-300">{text}</p> : null}
      {Object.keys(mail.Items).length > 0 ? (
        <section aria-label={t('attachments')}>
          <h4 className="text-xs font-bold text-mist-400">
            {t('attachments')}
            {mail.Collected ? <span className="ml-2 text-gold-400">{t('collected')}</span> : null}
          </h4>
          <MailItems items={mail.Items} />
        </section>
      ) : null}
      {confirming ? (
        <div role="alertdialog" aria-label={t('confirmDelete')} className="rounded-2xl bg-ruby-500/10 p-3 ring-1 ring-ruby-500/40">
          <p className="text-sm font-bold text-white">{t('confirmDelete')}</p>
          <div className="mt-3 flex gap-2">
            <Button variant="secondary" className="flex-1" onClick={() => setConfirming(false)}>
              {t('common.cancel', { ns: 'common' })}
            </Button>
            <Button
              className="flex-1"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onDelete();
              }}
            >
              {t('common.confirm', { ns: 'common' })}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {collectable ? (
            <Button className="flex-1" disabled={busy} onClick={onCollect}>
              {t('collect')}
            </Button>
          ) : null}
          {canSendBack(mail) && !sentBack && (collectable || Object.keys(mail.Items).length === 0) ? (
            <Button variant="green" className="flex-1" disabled={busy} onClick={onSendBack}>
              {t('sendBack')}
            </Button>
          ) : null}
          <Button variant="secondary" className="flex-1" disabled={busy} onClick={() => setConfirming(true)}>
            {t('delete')}
          </Button>
        </div>
      )}
    </article>
  );
}
