'use client';

import { TextsPending } from '@/i18n/texts-pending';
import { PassbookPagination } from '@/features/passbook';
import { GiftRecordLimits } from '@/protocol/gift-records';
import { Button } from '@/ui/button';
import { loadGiftRecords, type GiftRecordsLoader } from '../request';
import { usePresentT } from '../texts';
import { useGiftRecords } from '../use-gift-records';
import { GiftRecordRows } from './gift-record-rows';

/** /member/present: the player's gift records, 10 a page, with the page numbers (groups of 5). */
export function PresentPage({ load = loadGiftRecords }: { load?: GiftRecordsLoader }) {
  const { tn, ready, failed, retry } = usePresentT();
  const view = useGiftRecords(load);
  if (!ready) return <TextsPending failed={failed} retry={retry} className="py-16" />;
  const list = view.result?.List ?? [];
  const pages = Math.max(1, Math.ceil((view.result?.Total ?? 0) / GiftRecordLimits.PerPage));

  let body;
  if (view.loading && !view.result) {
    body = (
      <p role="status" aria-live="polite" className="py-10 text-center text-mist-300">
        {tn('loading')}
      </p>
    );
  } else if (view.failed) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-mist-300">
        <p>{tn('failed')}</p>
        <Button variant="secondary" onClick={view.retry}>
          {tn('retry')}
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    body = <p className="py-10 text-center text-mist-300">{tn('empty')}</p>;
  } else {
    body = <GiftRecordRows list={list} />;
  }

  return (
    <section className="mx-auto flex max-w-2xl flex-col">
      <h1 className="mb-4 border-b border-gold-500/20 pb-3 text-xl font-black text-white sm:text-2xl">
        <span className="mr-2 inline-block h-5 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 align-[-2px]" aria-hidden="true" />
        {tn('title')}
      </h1>
      <div className="flex flex-col gap-3 rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 p-4 shadow-2xl ring-1 ring-gold-500/25 sm:p-6">
        <div className="min-h-40" aria-busy={view.loading}>
          {body}
        </div>
        {view.result && view.result.Total > 0 ? <PassbookPagination page={view.page} pages={pages} onChange={view.setPage} disabled={view.loading} /> : null}
      </div>
    </section>
  );
}
