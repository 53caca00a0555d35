'use client';

import { RedEnvelopeLimits, RedEnvelopeStatus, type RedEnvelope } from '@/protocol';
import { formatNumber } from '@/ui/format';
import { formatTaipeiTime } from '@/ui/format-time';
import { LoadingText } from '@/ui/loading-text';
import { Op } from '@/protocol/ops';
import { failureCode, listPayload } from '../requests';
import { useEnvelopeT } from '../texts';
import { Pager } from './pager';
import { useEnvelopeRead } from './use-envelope-read';

const STATUS_TONE: Record<number, string> = {
  [RedEnvelopeStatus.Open]: 'bg-jade-500/15 text-jade-400 ring-jade-500/40',
  [RedEnvelopeStatus.AllClaimed]: 'bg-gold-400/15 text-gold-300 ring-gold-400/40',
};

/** One page of the player's envelopes (12810, newest first); a row opens its records. */
export function MineList({ page, onPage, onOpen }: { page: number; onPage: (page: number) => void; onOpen: (e: RedEnvelope) => void }) {
  const { te, codeText } = useEnvelopeT();
  const listed = useEnvelopeRead(Op.RedEnvelopeList, listPayload(page));
  if (listed.state === 'loading') return <LoadingText className="py-10" />;
  const reply = listed.reply;
  if (!reply.ok) {
    return (
      <p role="alert" className="py-8 text-center text-mist-300">
        {codeText(failureCode(reply))}
      </p>
    );
  }
  const { List, Total } = reply.result;
  if (List.length === 0) return <p className="py-10 text-center text-mist-300">{te('mine.empty')}</p>;
  const pages = Math.ceil(Total / RedEnvelopeLimits.ListPerPage);
  return (
    <>
      <ul className="flex flex-col gap-2">
        {List.map((e) => (
          <li key={e.RedEnvelopeID}>
            <button
              type="button"
              onClick={() => onOpen(e)}
              className="flex w-full items-center gap-3 rounded-2xl bg-night-950/50 p-3 text-left ring-1 ring-white/5 transition hover:ring-gold-400/50"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-bold text-white">{e.Title}</span>
                <span className="block text-xs text-mist-400">{te('mine.created', { time: formatTaipeiTime(e.CreateTime) })}</span>
                <span className="block text-xs text-mist-300">
                  {te('mine.amount', { amount: formatNumber(e.Amount) })} ·{' '}
                  {te('mine.progress', {
                    count: e.ReceivedCount,
                    total: e.Quantity,
                  })}
                </span>
              </span>
              <span
                className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ${STATUS_TONE[e.Status] ?? 'bg-white/5 text-mist-400 ring-white/10'}`}
              >
                {te(`mine.status.${e.Status}`)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pages={pages}
        onPage={onPage}
        labels={{
          prev: te('mine.prev'),
          next: te('mine.next'),
          page: te('mine.page', { page, pages }),
        }}
      />
    </>
  );
}
