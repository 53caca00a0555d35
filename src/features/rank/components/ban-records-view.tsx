'use client';

import { banCategoryKey, type BanRecord } from '@/protocol';
import { formatTaipeiTime } from '@/ui/format-time';
import type { RankT } from '../texts';

function endText(record: BanRecord, tr: RankT): string {
  return record.EndTime === null ? tr('ban.permanent') : formatTaipeiTime(record.EndTime);
}

/** The bans as a table on wide screens and as cards on phones (both from the same rows). */
export function BanRecordsView({ records, tr }: { records: readonly BanRecord[]; tr: RankT }) {
  const head = 'px-3 py-2 text-left text-xs font-bold uppercase tracking-wide text-mist-400';
  return (
    <>
      <table className="hidden w-full border-separate border-spacing-y-1 md:table" data-testid="ban-table">
        <thead>
          <tr>
            <th scope="col" className={head}>{tr('ban.columns.player')}</th>
            <th scope="col" className={head}>{tr('ban.columns.playerId')}</th>
            <th scope="col" className={head}>{tr('ban.columns.reason')}</th>
            <th scope="col" className={head}>{tr('ban.columns.start')}</th>
            <th scope="col" className={head}>{tr('ban.columns.end')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.BanID} data-testid="ban-row" className="bg-night-800/70 text-sm text-white">
              <td className="rounded-l-xl px-3 py-3 font-bold">{r.Name}</td>
              <td className="px-3 py-3 tabular-nums text-mist-300">{r.PlayerID}</td>
              <td className="px-3 py-3">{tr(banCategoryKey(r.Category))}</td>
              <td className="px-3 py-3 tabular-nums text-mist-300">{formatTaipeiTime(r.StartTime)}</td>
              <td className={`rounded-r-xl px-3 py-3 tabular-nums ${r.EndTime === null ? 'font-bold text-ruby-500' : 'text-mist-300'}`}>{endText(r, tr)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="ban-cards">
        {records.map((r) => (
          <li key={r.BanID} data-testid="ban-card" className="rounded-2xl bg-night-800/70 p-3 ring-1 ring-white/10">
            <div className="flex items-baseline justify-between gap-2">
              <span className="truncate font-bold text-white">{r.Name}</span>
              <span className="shrink-0 text-xs tabular-nums text-mist-400">
                {tr('ban.columns.playerId')} {r.PlayerID}
              </span>
            </div>
            <p className="mt-1 text-sm text-gold-300">{tr(banCategoryKey(r.Category))}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
              <dt className="text-mist-400">{tr('ban.columns.start')}</dt>
              <dd className="tabular-nums text-mist-300">{formatTaipeiTime(r.StartTime)}</dd>
              <dt className="text-mist-400">{tr('ban.columns.end')}</dt>
              <dd className={`tabular-nums ${r.EndTime === null ? 'font-bold text-ruby-500' : 'text-mist-300'}`}>{endText(r, tr)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
