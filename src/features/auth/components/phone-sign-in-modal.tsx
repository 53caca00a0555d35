'use client';

import { useT } from 'next-i18next/client';
import { useEffect } from 'react';
import { CodeField, PhoneField, Reminders, isCompleteCode, isSendablePhone, normalisePhoneNumber, useCountdown } from '@/features/phone';
import { ERRORS_NAMESPACE, errorMessage, fallbackText } from '@/protocol/errors';
import { PhoneRules } from '@/protocol/account-rules';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Icon } from '@/ui/icon';
import {
  checkSignInNumber,
  closePhoneSignIn,
  sendSignInCode,
  setCode,
  setPhone,
  verifySignInCode,
} from '../phone/phone-sign-in-flow';
import { usePhoneSignInStore } from '../phone/phone-sign-in-store';
import { openSignInModal } from '../sign-in-modal-store';
import { usePhoneFlowDeps } from './use-phone-flow-deps';

/**
 * 手機登入 (account §2, §4): phone field (+886), send-code button that becomes a 60-second
 * countdown, 6-digit code, 登入, and the reminders. Mounted once by the app shell.
 */
export function PhoneSignInModal() {
  const { t } = useT(['auth', 'common', ERRORS_NAMESPACE]);
  const deps = usePhoneFlowDeps();
  const { view, phone, code, requested, resendAt, pending, callbackUrl, blocked } = usePhoneSignInStore();
  const national = normalisePhoneNumber(phone);
  // once per completed number: a code already on its way, or a limit reached, shows before a tap
  useEffect(() => {
    if (national && view === 'phone') void checkSignInNumber(deps);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again for another number or on reopening, not when deps change
  }, [national, view]);
  const blockedText = blocked === null ? null : (errorMessage(t, { code: blocked, context: 'phone' }) ?? fallbackText(blocked));
  const left = useCountdown(resendAt);
  const busy = pending !== null;
  const canSend = isSendablePhone(phone) && !busy && left === 0 && blocked === null;
  const canSubmit = requested && isCompleteCode(code) && isSendablePhone(phone) && !busy;

  const backToMethods = () => {
    closePhoneSignIn();
    openSignInModal({ callbackUrl });
  };

  return (
    <Dialog
      open={view === 'phone'}
      onClose={closePhoneSignIn}
      title={t('phoneSignIn.title')}
      maxWidth={480}
      footer={
        <Button
          size="lg"
          block
          disabled={!canSubmit}
          aria-busy={pending === 'verify' || pending === 'signIn'}
          onClick={() => void verifySignInCode(deps)}
        >
          {pending === 'verify' || pending === 'signIn' ? (
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-night-950/30 border-t-night-950" />
          ) : null}
          {t('phoneSignIn.submit')}
        </Button>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit) void verifySignInCode(deps);
        }}
      >
        <PhoneField value={phone} onChange={setPhone} disabled={busy} notice={blockedText} />
        <CodeField
          value={code}
          onChange={setCode}
          onSend={() => void sendSignInCode(deps)}
          canSend={canSend}
          secondsLeft={left}
          sending={pending === 'send'}
          requested={requested}
          disabled={pending === 'verify' || pending === 'signIn'}
        />
        {requested ? (
          <p role="status" className="-mt-2 text-xs text-jade-400">
            {t('phone.codeSent')}
          </p>
        ) : null}
        <Reminders
          lines={[
            t('phoneSignIn.reminderDailyCodes', { n: PhoneRules.CodesPerDay }),
            t('phoneSignIn.reminderTries', { n: PhoneRules.TriesPerCode }),
          ]}
        />
        <button
          type="button"
          onClick={backToMethods}
          className="mx-auto flex min-h-11 items-center gap-1 px-3 text-sm text-mist-400 transition hover:text-gold-300"
        >
          <Icon name="chevronRight" className="h-4 w-4 rotate-180" />
          {t('phoneSignIn.otherMethods')}
        </button>
      </form>
    </Dialog>
  );
}
