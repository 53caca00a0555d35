'use client';

import { useState } from 'react';
import { saveFile } from '@/http/csv-export';
import { Code } from '@/protocol';
import { Button } from '@/ui/button';
import { showToast } from '@/ui/toast-store';
import { exportClubCouponsCsv, exportClubCsv, type ClubExportKind } from '../export-csv';
import type { ClubTexts } from './club-page';

/**
 * Downloads the member list, the exchange records or the members' redeem-code uses (兌換碼紀錄:
 * no total to give, it pages until a short page) as CSV (officers), titles in the page's language.
 */
export function ExportButton({
  kind,
  total = 0,
  tab = 0,
  label,
  texts,
}: {
  kind: ClubExportKind | 'coupons';
  total?: number;
  tab?: number;
  label: string;
  texts: ClubTexts;
}) {
  const { tk, errorText, lang } = texts;
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const out = kind === 'coupons' ? await exportClubCouponsCsv(lang) : await exportClubCsv(kind, total, lang, tab);
      if (!out.ok) {
        showToast(out.code === Code.Silent ? tk('export.failed') : errorText(out.code), { tone: 'error' });
        return;
      }
      saveFile(out.result);
      showToast(tk('export.done', { file: out.result.fileName }), { tone: 'success' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void run()} className="shrink-0 !min-h-11 !px-4 text-sm">
      {label}
    </Button>
  );
}

