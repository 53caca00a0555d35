'use client';

import { useState } from 'react';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';
import { Code, RedEnvelopeLimits, RedEnvelopeStatus, type RedEnvelope } from '@/protocol';
import { requestWallet } from '@/features/wallet';
import { Button } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import { formatTaipeiTime } from '@/ui/format-time';
import { LoadingText } from '@/ui/loading-text';
import { showToast } from '@/ui/toast-store';
import { saveFile } from '@/http/csv-export';
import { exportReceiveInfo } from '../export-csv';
import { Op } from '@/protocol/ops';
import { cancelEnvelope, detailPayload, failureCode, recordsPayload } from '../requests';
import { useEnvelopeT } from '../texts';
import { CancelConfirm } from './cancel-confirm';
import { Pager } from './pager';
import { useEnvelopeRead } from './use-envelope-read';

/**
 * One of the player's envelopes: its state (12830), who received how much (12820, newest
 * first, 10 a page), the CSV of it all, and 取消紅包 with a confirm while it is open.
 */
export function EnvelopeRecords({ envelope, onBack }: { envelope: RedEnvelope; onBack: () => void }) {
  const { te, codeText, i18n } = useEnvelopeT();
  const id = envelope.RedEnvelopeID;
  const [page, setPage] = useState(1);
  const detail = useEnvelopeRead(Op.RedEnvelopeDetail, detailPayload(id));
  const records = useEnvelopeRead(Op.RedEnvelopeRecords, recordsPayload(id, page));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'export' | null>(null);
  const current = detail.state === 'done' && detail.reply.ok ? detail.reply.result.Envelope : envelope;

  async function cancel() {
    setConfirming(false);
    setBusy('cancel');
    const reply = await cancelEnvelope(id);
    setBusy(null);
    if (reply.ok) {
      showToast(
        te('mine.cancelled', {
          amount: formatNumber(reply.result.RefundAmount),
        }),
        { tone: 'success' },
      );
      // the envelope's state and records are read again (../requests: an answered write)
      requestWallet();
    } else
      showToast(codeText(failureCode(reply)), {
        tone: 'error',
      });
  }

  async function download(total: number) {
    setBusy('export');
    const out = await exportReceiveInfo(id, total, isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
    setBusy(null);
    if (out.ok) saveFile(out.result);
    else showToast(out.code === Code.Silent ? te('mine.exportFailed') : codeText(out.code), { tone: 'error' });
  }

  const recordsReply = records.state === 'done' ? records.reply : undefined;
  const total = recordsReply?.ok ? recordsReply.result.Total : 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="rounded-2xl bg-night-950/50 p-3 text-sm ring-1 ring-white/5">
        <p className="flex items-center justify-between gap-2">
          <span className="min-w-0 truncate text-base font-bold text-white">{current.Title}</span>
          <span className="shrink-0 text-xs font-bold text-gold-300">{te(`mine.status.${current.Status}`)}</span>
        </p>
        {current.Content ? <p className="whitespace-pre-wrap break-words text-mist-300">{current.Content}</p> : null}
        <p className="text-mist-300">
          {te('mine.amount', { amount: formatNumber(current.Amount) })} ·{' '}
          {te('mine.progress', {
            count: current.ReceivedCount,
            total: current.Quantity,
          })}
        </p>
        {current.RefundAmount > 0 ? (
          <p className="text-mist-300">{te('mine.refund', { amount: formatNumber(current.RefundAmount) })}</p>
        ) : null}
        <p className="text-xs text-mist-400">{te('mine.created', { time: formatTaipeiTime(current.CreateTime) })}</p>
      </div>
      <h3 className="text-sm font-bold text-gold-300">{te('mine.records')}</h3>
      {records.state === 'loading' ? (
        <LoadingText className="py-6" />
      ) : !recordsReply?.ok ? (
        <p role="alert" className="py-4 text-center text-mist-300">
          {codeText(recordsReply && failureCode(recordsReply))}
        </p>
      ) : recordsReply.result.ReceiveInfo.length === 0 ? (
        <p className="py-4 text-center text-mist-300">{te('mine.noRecords')}</p>
      ) : (
        <>
          <ul className="divide-y divide-white/5 rounded-2xl bg-night-950/50 ring-1 ring-white/5">
            {recordsReply.result.ReceiveInfo.map((r) => (
              <li key={r.PlayerID} className="flex items-center gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate text-white">{r.Name}</span>
                <span className="shrink-0 text-xs text-mist-400">{formatTaipeiTime(r.ReceiveTime)}</span>
                <span className="w-20 shrink-0 text-right font-bold text-gold-300">{formatNumber(r.Amount)}</span>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={Math.ceil(total / RedEnvelopeLimits.ListPerPage)}
            onPage={setPage}
            labels={{
              prev: te('mine.prev'),
              next: te('mine.next'),
              page: te('mine.page', {
                page,
                pages: Math.ceil(total / RedEnvelopeLimits.ListPerPage),
              }),
            }}
          />
        </>
      )}
      <div className="flex flex-wrap gap-2 [&>*]:flex-1">
        <Button variant="secondary" onClick={onBack}>
          {te('mine.back')}
        </Button>
        {total > 0 ? (
          <Button variant="secondary" disabled={busy !== null} onClick={() => void download(total)}>
            {busy === 'export' ? te('mine.exporting') : te('mine.export')}
          </Button>
        ) : null}
        {current.Status === RedEnvelopeStatus.Open ? (
          <Button variant="primary" disabled={busy !== null} onClick={() => setConfirming(true)}>
            {te('mine.cancel')}
          </Button>
        ) : null}
      </div>
      <CancelConfirm open={confirming} onCancel={() => setConfirming(false)} onConfirm={() => void cancel()} />
    </div>
  );
}
