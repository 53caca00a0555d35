'use client';

import { useState } from 'react';
import { useT } from 'next-i18next/client';
import { Code } from '@/protocol/codes';
import { ERRORS_NAMESPACE, FALLBACK_KEY, SESSION_KEYS, errorMessage, fallbackText, translateError, type TranslateFn } from '@/protocol/errors';
import { type IconName } from '@/ui/icon';
import { NoticeDialog } from '@/ui/notice-dialog';
import { dismissModal, useActiveModal, type ActiveModal, type ModalKind } from '../store';

const LOOK: Record<ModalKind, { icon: IconName; tone: string; closable: boolean }> = {
  error: { icon: 'alert', tone: 'bg-ruby-500/15 text-ruby-500 ring-ruby-500/40', closable: true },
  registrationSuccess: { icon: 'star', tone: 'bg-gold-400/15 text-gold-300 ring-gold-400/50', closable: true },
  sessionExpired: { icon: 'shield', tone: 'bg-mist-500/20 text-mist-300 ring-mist-500/40', closable: false },
  TIMEOUT: { icon: 'shield', tone: 'bg-mist-500/20 text-mist-300 ring-mist-500/40', closable: false },
  suspended: { icon: 'alert', tone: 'bg-ruby-500/15 text-ruby-500 ring-ruby-500/40', closable: false },
  MULTIPLE_SIGNIN: { icon: 'shield', tone: 'bg-ruby-500/15 text-ruby-500 ring-ruby-500/40', closable: false },
};

function session(t: TranslateFn, key: string): string {
  return translateError(t, key) ?? key;
}

/** The text of a modal: the shared error catalogue for codes, errors.json `session.*` otherwise. */
export function modalText(t: TranslateFn, modal: ActiveModal): string {
  switch (modal.kind) {
    case 'error': {
      const { code, message, context, params } = modal;
      // The caller decided to show it, so even a code the catalogue keeps silent gets a text.
      return (
        errorMessage(t, { code, message, context, params }) ??
        translateError(t, FALLBACK_KEY, { code }) ??
        fallbackText(code)
      );
    }
    case 'sessionExpired':
      return session(t, SESSION_KEYS.connectionExpired);
    case 'TIMEOUT':
      return session(t, SESSION_KEYS.loginExpired);
    case 'suspended':
      return errorMessage(t, { code: Code.AccountSuspended }) ?? fallbackText(Code.AccountSuspended);
    case 'MULTIPLE_SIGNIN':
      return session(t, SESSION_KEYS.multipleSignIn);
    case 'registrationSuccess':
      return session(t, SESSION_KEYS.registerSuccess);
  }
}

/** Renders the active modal of the modal store; mounted once by the app shell. */
export function ModalHost() {
  const { t } = useT(['common', ERRORS_NAMESPACE]);
  const active = useActiveModal();
  // Keep the last modal's content while the dialog fades out.
  const [shown, setShown] = useState<ActiveModal | null>(active);
  if (active && active !== shown) setShown(active);
  if (!shown) return null;

  const look = LOOK[shown.kind];
  const close = () => dismissModal(shown.id);
  const title = shown.kind === 'registrationSuccess' ? t('modals.registrationTitle') : t('modals.title');

  return (
    <NoticeDialog
      open={active !== null}
      onClose={close}
      title={title}
      closable={look.closable}
      zIndex={60}
      icon={look.icon}
      tone={look.tone}
      confirmLabel={t('common.confirm')}
    >
      <p data-testid="modal-text" className="whitespace-pre-line text-base text-balance leading-relaxed text-mist-300">
        {modalText(t, shown)}
      </p>
    </NoticeDialog>
  );
}
