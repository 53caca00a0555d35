'use client';

import Link from '@/ui/link';
import { useState } from 'react';
import { useT } from 'next-i18next/client';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { Button, buttonClass } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { closeBankCode } from '../actions';
import { useChatViewStore } from '../view-store';
import { Icon } from '@/ui/icon';

/** Copy confirmation shows this long (account §9: 2 s). */
const COPIED_MS = 2000;

/** The bank-code page with the code (and game) of the message, so it shows them (src/features/content). */
function bankCodeHref(locale: Locale, bankCode: { code: string; gameName: string } | null): string {
  const query = new URLSearchParams();
  if (bankCode?.code) query.set('code', bankCode.code);
  if (bankCode?.gameName) query.set('game', bankCode.gameName);
  const qs = query.toString();
  return localePath(locale, qs ? `/other/bankcode?${qs}` : '/other/bankcode');
}

/** The bank-code modal a vault-unlock message opens: the code, copy, and the bank-code page. */
export function BankCodeDialog() {
  const { t } = useT('chat');
  const locale = useLocale();
  const bankCode = useChatViewStore((s) => s.bankCode);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!bankCode?.code) return;
    try {
      await navigator.clipboard.writeText(bankCode.code);
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      // Clipboard refused (permissions): the code stays visible to copy by hand.
    }
  };

  return (
    <Dialog
      open={bankCode !== null}
      onClose={closeBankCode}
      title={t('bankCode.title')}
      closeOnBackdrop
      maxWidth={360}
      footer={
        <>
          <Link href={bankCodeHref(locale, bankCode)} onClick={closeBankCode} className={buttonClass('secondary')}>
            {t('bankCode.go')}
          </Link>
          <Button onClick={copy} disabled={!bankCode?.code}>
            {copied ? t('bankCode.copied') : t('bankCode.copy')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-jade-500/20 text-jade-400 ring-1 ring-jade-400/50">
          <Icon name="vault" className="h-8 w-8" />
        </span>
        <p className="text-mist-300">{bankCode?.gameName ? t('bankCode.bodyGame', { game: bankCode.gameName }) : t('bankCode.body')}</p>
        <p className="select-all rounded-2xl bg-night-950/70 px-6 py-3 font-mono text-2xl font-black tracking-[0.3em] text-gold-300 ring-1 ring-gold-500/40">
          {bankCode?.code || '—'}
        </p>
        <p role="status" className="h-5 text-sm text-jade-400">
          {copied ? t('bankCode.copied') : ''}
        </p>
      </div>
    </Dialog>
  );
}
