'use client';

import Link from '@/ui/link';
import { useState } from 'react';
import type { ReceivedBigWinAlert } from '@/protocol';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Icon } from '@/ui/icon';
import { gameNameOf } from '../game-names';
import { closeVaultCode } from '../store';
import { useBigWinT } from '../texts';

/**
 * The push message of a WinType 3 (chat §4): the vault code this player received, to copy, with
 * a link to the bank-code page (/other/bankcode). Stays until closed or followed.
 */
export function VaultNotice({ alert }: { alert: ReceivedBigWinAlert }) {
  const { tb, ready } = useBigWinT();
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  if (!ready || !alert.VaultCode) return null;
  const code = alert.VaultCode;
  const copy = () => {
    navigator.clipboard?.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section
      role="alertdialog"
      aria-labelledby="vault-notice-title"
      data-testid="vault-notice"
      className="pointer-events-auto w-full max-w-sm animate-[toast-in_300ms_ease-out] rounded-3xl bg-gradient-to-b from-plum-800 to-night-900 p-4 text-white shadow-2xl ring-1 ring-jade-400/60 motion-reduce:animate-none"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-b from-jade-400 to-jade-600">
          <Icon name="vault" className="h-6 w-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="vault-notice-title" className="font-black text-gold-300">
            {tb('vault.title')}
          </h2>
          <p className="text-sm text-mist-300">{tb('vault.body', { game: gameNameOf(alert.GameCode) })}</p>
        </div>
        <button type="button" onClick={closeVaultCode} aria-label={tb('vault.close')} className="-mr-2 -mt-2 flex h-11 w-11 items-center justify-center rounded-full text-mist-300 hover:text-white">
          <Icon name="close" className="h-5 w-5" />
        </button>
      </div>
      <p data-testid="vault-code" className="mt-3 select-all rounded-2xl bg-night-950/70 px-4 py-3 text-center font-mono text-xl font-black tracking-[0.2em] text-gold-200 ring-1 ring-gold-400/40">
        {code}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button type="button" onClick={copy} className="min-h-11 rounded-full bg-white/10 px-4 text-sm font-bold ring-1 ring-white/15 hover:bg-white/15">
          {copied ? tb('vault.copied') : tb('vault.copy')}
        </button>
        <Link
          href={localePath(locale, '/other/bankcode')}
          onClick={closeVaultCode}
          className="flex min-h-11 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-500 px-4 text-sm font-black text-night-950"
        >
          {tb('vault.open')}
        </Link>
      </div>
    </section>
  );
}
