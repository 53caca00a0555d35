'use client';

import { useState } from 'react';
import { saveFile } from '@/http/csv-export';
import { Code } from '@/protocol';
import { Button } from '@/ui/button';
import { showToast } from '@/ui/toast-store';
import { exportClubCsv, type ClubExportKind } from '../export-csv';
import type { ClubTexts } from './club-page';

/** Downloads the member list or the exchange records as CSV (officers), titles in the page's language. */
export function ExportButton({ kind, total, tab = 0, label, texts }: { kind: ClubExportKind; total: number; tab?: number; label: string; texts: ClubTexts }) {
  const { tk, errorText, lang } = texts;
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const out = await exportClubCsv(kind, total, lang, tab);
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

