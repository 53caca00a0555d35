'use client';

import { useState } from 'react';
import { useLobbyPages } from '@/http/lobby-queries';
import { clubApi, ClubLimits, clubRoleMay, type ClubExchange } from '@/protocol';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { formatNumber } from '@/ui/format';
import { formatTaipeiTime } from '@/ui/format-time';
import { LoadingText } from '@/ui/loading-text';
import { Tabs } from '@/ui/tabs';
import type { ClubTexts } from './club-page';
import { ExportButton } from './export-button';

type Tab = '0' | '1' | '2';
type Loaded = { phase: 'loading' } | { phase: 'error'; code: number } | { phase: 'ready'; list: ClubExchange[]; total: number };

/**
 * 兌換紀錄: the club's gem ↔ gold exchanges, newest first, 20 a page with 載入更多; officers see
 * everyone's and export them as CSV, a member their own only.
 */
export function ExchangeDialog({ open, onClose, role, texts }: { open: boolean; onClose: () => void; role: number; texts: ClubTexts }) {
  const { tk, errorText } = texts;
  const [tab, setTab] = useState<Tab>('0');
  const all = clubRoleMay(role, 'exchangeRecordsAll');
  const pages = useLobbyPages(clubApi.ExchangeList, { Tab: Number(tab), Page: 1, PerPage: ClubLimits.PerPage }, { enabled: open });
  const loaded: Loaded = pages.items
    ? { phase: 'ready', list: pages.items, total: pages.total }
    : pages.error !== null
      ? { phase: 'error', code: pages.error }
      : { phase: 'loading' };
  const choose = (next: Tab) => setTab(next);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={tk('menu.exchangeRecords')}
      maxWidth={560}
      head={
        <div className="flex flex-col gap-2 px-5 pb-2">
          <Tabs ariaLabel={tk('menu.exchangeRecords')} items={(['0', '1', '2'] as const).map((v) => ({ value: v, label: tk(`exchange.tabs.${v}`) }))} value={tab} onChange={choose} />
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-mist-400">{all ? null : tk('exchange.own')}</span>
            {clubRoleMay(role, 'exchangeExport') && loaded.phase === 'ready' ? (
              <ExportButton kind="exchanges" tab={Number(tab)} total={loaded.total} label={tk('export.exchanges')} texts={texts} />
            ) : null}
          </div>
        </div>
      }
    >
      {loaded.phase === 'loading' ? (
        <LoadingText className="py-6 text-center" />
      ) : loaded.phase === 'error' ? (
        <p role="alert" className="py-6 text-center text-mist-300">
          {errorText(loaded.code)}
        </p>
      ) : loaded.list.length === 0 ? (
        <p className="py-6 text-center text-mist-300">{tk('exchange.empty')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-1.5">
            {loaded.list.map((e, i) => (
              <li key={`${e.CreateTime}-${e.PlayerID}-${i}`} className="flex items-center gap-3 rounded-2xl bg-night-900/70 px-3 py-2 ring-1 ring-white/10">
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-bold text-white">{e.Name}</span>
                  <span className="text-xs text-mist-400">
                    {tk(`exchange.kind.${e.Kind}`)} · {formatTaipeiTime(e.CreateTime)}
                  </span>
                </span>
                <span className="flex flex-col items-end text-sm tabular-nums">
                  <span className="font-bold text-gold-300">
                    {e.Gold > 0 ? '+' : ''}
                    {formatNumber(e.Gold)} {tk('exchange.gold')}
                  </span>
                  <span className="text-violet-200">
                    {e.Gems > 0 ? '+' : ''}
                    {formatNumber(e.Gems)} {tk('exchange.gems')}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {loaded.list.length < loaded.total ? (
            <div className="flex justify-center pt-3">
              <Button variant="secondary" disabled={pages.loading} onClick={pages.loadMore}>
                {tk('exchange.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
