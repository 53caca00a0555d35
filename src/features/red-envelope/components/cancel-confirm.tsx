'use client';

import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { useEnvelopeT } from '../texts';

/** 確定取消此紅包？ with 取消 / 確定 (above the 我的紅包 dialog). */
export function CancelConfirm({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t, te } = useEnvelopeT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={te('mine.cancel')}
      maxWidth={340}
      zIndex={70}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common:common.cancel')}
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            {t('common:common.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-center text-white">{te('mine.confirmCancel')}</p>
    </Dialog>
  );
}
