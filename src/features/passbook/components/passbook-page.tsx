'use client';

import { useT } from 'next-i18next/client';
import type { PassbookFirstPage } from '../passbook-first-page';
import { PassbookViewer } from './passbook-viewer';

/** /member/passbook: the page heading and the viewer, with page 1 as the server read it. */
export function PassbookPage({ first = null }: { first?: PassbookFirstPage | null }) {
  const { t } = useT('passbook');
  return (
    <section className="mx-auto flex max-w-2xl flex-col">
      <h1 className="mb-4 border-b border-gold-500/20 pb-3 text-xl font-black text-white sm:text-2xl">
        <span className="mr-2 inline-block h-5 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 align-[-2px]" aria-hidden="true" />
        {t('title')}
      </h1>
      <div className="rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 p-4 shadow-2xl ring-1 ring-gold-500/25 sm:p-6">
        <PassbookViewer first={first} />
      </div>
    </section>
  );
}
