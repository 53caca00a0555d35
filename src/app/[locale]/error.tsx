'use client';

import { PageErrorView } from '@/features/layout';
import { useLocale } from '@/i18n/use-locale';

/** A page of the site that threw while rendering, or whose script did not load, inside the site frame. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <PageErrorView error={error} reset={reset} locale={useLocale()} />;
}
