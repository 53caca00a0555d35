'use client';

import { useState } from 'react';
import { setRead, useLobbyQuery } from '@/http/lobby-queries';
import { invoiceApi } from '@/protocol';
import { InvoiceCarrierType, type InvoiceSettings } from '@/protocol/invoice';
import { Button } from '@/ui/button';
import { LoadingText } from '@/ui/loading-text';
import { useInvoiceT } from '../texts';
import { InvoiceDialog } from './invoice-dialog';

/**
 * The member centre's 發票設定 card: how the invoices of purchases are delivered now (or 尚未設定)
 * and 設定, which opens the dialog. Loaded from the server when the hub opens; a failed load says
 * so and offers 重試.
 */
export function InvoiceCard() {
  const { ti, ready } = useInvoiceT();
  const [editing, setEditing] = useState(false);
  const read = useLobbyQuery(invoiceApi.Preference, {});
  const settings = read.data ?? null;
  const failed = read.isError && !read.isFetching;
  const retry = () => void read.refetch();
  // a save answers the settings as they now are
  const setSettings = (next: InvoiceSettings) => setRead(invoiceApi.Preference, {}, next);

  const preference = settings?.Preference ?? null;
  const summary = !preference
    ? null
    : preference.Type === InvoiceCarrierType.Member
      ? settings?.Email ?? ''
      : preference.Carrier;
  return (
    <section className="grid content-start gap-3 rounded-3xl bg-night-900/80 p-5 ring-1 ring-white/10" aria-labelledby="invoice-card-title" data-testid="invoice-card">
      <div className="flex items-center justify-between gap-3">
        <h2 id="invoice-card-title" className="text-base font-black text-white">
          {ready ? ti('title') : ''}
        </h2>
        {settings && ready && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {ti('edit')}
          </Button>
        )}
      </div>
      {!ready || (!settings && !failed) ? (
        <LoadingText className="py-2" />
      ) : failed ? (
        <div role="alert" className="flex items-center justify-between gap-3 text-sm text-mist-300">
          <span>{ti('loadFailed')}</span>
          <Button variant="ghost" onClick={retry}>
            {ti('retry')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-mist-200" data-testid="invoice-summary">
          {preference ? (
            <>
              <span className="font-bold text-gold-200">{ti(`types.${preference.Type}`)}</span>
              {summary ? <span className="ml-2 break-all text-white">{summary}</span> : null}
            </>
          ) : (
            <span className="text-mist-300">{ti('notSet')}</span>
          )}
        </p>
      )}
      {editing && settings && <InvoiceDialog open={editing} settings={settings} onClose={() => setEditing(false)} onChange={setSettings} />}
    </section>
  );
}
