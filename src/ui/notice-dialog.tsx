'use client';

import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Icon, type IconName } from './icon';

export interface NoticeDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  icon: IconName;
  /** Badge colours, e.g. `bg-jade-500/15 text-jade-400 ring-jade-500/40`. */
  tone: string;
  /** The single footer button (it closes the dialog). */
  confirmLabel: string;
  closable?: boolean;
  zIndex?: number;
  children: ReactNode;
}

/**
 * The one-button notice of the dialog family: an icon badge, the text, one confirm button.
 * @example <NoticeDialog open icon="check" tone="…" title="綁定成功" confirmLabel="確定" onClose={close}>…</NoticeDialog>
 */
export function NoticeDialog({ open, onClose, title, icon, tone, confirmLabel, closable, zIndex, children }: NoticeDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closable={closable}
      maxWidth={360}
      zIndex={zIndex}
      footer={
        <Button onClick={onClose} data-autofocus>
          {confirmLabel}
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-4 py-2 text-center">
        <span className={`flex h-14 w-14 items-center justify-center rounded-full ring-1 ${tone}`}>
          <Icon name={icon} className="h-8 w-8" />
        </span>
        {children}
      </div>
    </Dialog>
  );
}
