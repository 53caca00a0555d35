'use client';

import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

/** 取消 / 確定 before an action that cannot be taken back (dissolve, leave, a new leader…). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      maxWidth={360}
      zIndex={60}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="py-3 text-center text-white">{message}</p>
    </Dialog>
  );
}
