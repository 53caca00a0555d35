'use client';

import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

type Tp = (key: string) => string;

/** 確定踢出此會員 with 取消 / 確定 (account §2). */
export function KickConfirm({ open, onCancel, onConfirm, tp }: { open: boolean; onCancel: () => void; onConfirm: () => void; tp: Tp }) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      ariaLabel={tp('actions.kickConfirm')}
      maxWidth={320}
      zIndex={70}
      footer={
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {tp('actions.cancel')}
          </Button>
          <Button onClick={onConfirm}>{tp('actions.confirm')}</Button>
        </div>
      }
    >
      <p className="py-4 text-center text-white">{tp('actions.kickConfirm')}</p>
    </Dialog>
  );
}
