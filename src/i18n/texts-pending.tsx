'use client';

import { useT } from 'next-i18next/client';
import { Button } from '@/ui/button';
import { LoadingText } from '@/ui/loading-text';

/**
 * What a screen shows while its own texts (./lazy-texts) load: 載入中....., or, when the file
 * failed every try, a line saying so with 重試 (in the page's always-loaded common texts), never
 * a blank.
 * @example if (!ready) return <TextsPending failed={failed} retry={retry} />
 */
export function TextsPending({ failed, retry, className = 'py-10' }: { failed: boolean; retry: () => void; className?: string }) {
  const { t } = useT('common');
  if (!failed) return <LoadingText className={className} />;
  return (
    <div role="alert" className={`flex flex-col items-center gap-3 text-center text-mist-300 ${className}`}>
      <p>{t('common.textsFailed')}</p>
      <Button variant="secondary" onClick={retry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
