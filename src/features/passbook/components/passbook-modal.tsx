'use client';

import { useT } from 'next-i18next/client';
import { Dialog } from '@/ui/dialog';
import { closePassbook, usePassbookStore } from '../store';
import { PassbookViewer } from './passbook-viewer';

/** The bank modal (存摺) that `openPassbook()` opens over any page; closing it forgets the page. */
export function PassbookModal() {
  const { t } = useT('passbook');
  const open = usePassbookStore((state) => state.open);
  return (
    <Dialog open={open} onClose={closePassbook} closeOnBackdrop title={t('title')} maxWidth={560}>
      {/* Mounted while the dialog is (through its fade out): each opening asks afresh. */}
      <PassbookViewer />
    </Dialog>
  );
}
