'use client';

import { useT } from 'next-i18next/client';

/** The spec's wait text 載入中..... as a polite live region. */
export function LoadingText({ className = '' }: { className?: string }) {
  const { t } = useT('common');
  return (
    <p role="status" aria-live="polite" className={`flex items-center justify-center gap-2 text-mist-300 ${className}`}>
      <span
        aria-hidden="true"
        className="h-4 w-4 animate-spin-late rounded-full border-2 border-gold-400/30 border-t-gold-400"
      />
      <span>{t('common.loading')}</span>
    </p>
  );
}
