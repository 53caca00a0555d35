'use client';

import { useT } from 'next-i18next/client';
import type { PassbookEntry } from '@/protocol';
import { PASSBOOK_REASONS, PASSBOOK_SOURCES } from '@/protocol/passbook-rules';
import { formatNumber } from '@/ui/format';
import { formatTaipeiTime } from '@/ui/format-time';

/** 異動數量 = after − before, signed: "+30,000", "-1,000", "0". */
export function formatChange(entry: Pick<PassbookEntry, 'BeforeAmount' | 'AfterAmount'>): { text: string; sign: 1 | -1 | 0 } {
  const change = entry.AfterAmount - entry.BeforeAmount;
  if (change > 0) return { text: `+${formatNumber(change)}`, sign: 1 };
  if (change < 0) return { text: `-${formatNumber(-change)}`, sign: -1 };
  return { text: '0', sign: 0 };
}

const isSource = (key: string): boolean => (PASSBOOK_SOURCES as readonly string[]).includes(key);
const isReason = (key: string): boolean => (PASSBOOK_REASONS as readonly string[]).includes(key) && key !== 'other';

/** The rows of one page: 交易時間, 來源, 項目, 異動數量. Texts the server wrote show as text. */
export function PassbookRows({ list }: { list: readonly PassbookEntry[] }) {
  const { t } = useT('passbook');
  return (
    <table className="w-full table-fixed border-separate border-spacing-y-2 text-sm">
      <thead>
        <tr className="text-xs text-mist-400">
          <th scope="col" className="w-[30%] px-2 text-left font-bold">{t('columns.time')}</th>
          <th scope="col" className="w-[20%] px-2 text-left font-bold">{t('columns.source')}</th>
          <th scope="col" className="px-2 text-left font-bold">{t('columns.item')}</th>
          <th scope="col" className="w-[24%] px-2 text-right font-bold">{t('columns.change')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((entry) => {
          const change = formatChange(entry);
          return (
            <tr key={entry.ID} data-testid="passbook-row" className="bg-night-950/50 align-middle">
              <td className="rounded-l-xl px-2 py-3 tabular-nums text-mist-300">{formatTaipeiTime(entry.CreateTime)}</td>
              <td className="break-words px-2 py-3">{t(`source.${isSource(entry.Source) ? entry.Source : 'other'}`)}</td>
              <td className="break-words px-2 py-3">{isReason(entry.Reason) ? t(`reason.${entry.Reason}`) : entry.Detail || t('reason.other')}</td>
              <td
                data-sign={change.sign}
                className={`rounded-r-xl px-2 py-3 text-right font-bold tabular-nums ${
                  change.sign > 0 ? 'text-jade-400' : change.sign < 0 ? 'text-ruby-500' : 'text-mist-300'
                }`}
              >
                {change.text}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
