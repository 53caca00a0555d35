'use client';

import { useT } from 'next-i18next/client';
import { CodeField, PhoneField, Reminders, isCompleteCode, isSendablePhone, useCountdown } from '@/features/phone';
import { PhoneRules } from '@/protocol/account-rules';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Icon } from '@/ui/icon';
import { closeBindPhone, confirmBind, sendBindCode, setBindCode, setBindPhone, type BindPhoneDeps } from '../actions';
import { useBindPhoneStore } from '../store';

/**
 * 綁定手機號碼 (account §2, §4): phone and code with the 60-second resend countdown, 確定 and
 * 取消, the reminders, and after sending the "no code within 60 seconds" notice. Max width 480 px.
 */
export function BindPhoneModal({ deps }: { deps: BindPhoneDeps | null }) {
  const { t } = useT(['auth', 'common']);
  const { view, phone, code, requested, resendAt, pending } = useBindPhoneStore();
  const left = useCountdown(resendAt);
  const canSend = deps !== null && isSendablePhone(phone) && pending === null && left === 0;
  const canConfirm = deps !== null && requested && isCompleteCode(code) && isSendablePhone(phone) && pending === null;

  return (
    <Dialog
      open={view === 'form'}
      onClose={closeBindPhone}
      title={t('bindPhone.title')}
      maxWidth={480}
      footer={
        <>
          <Button variant="secondary" onClick={closeBindPhone}>
            {t('bindPhone.cancel')}
          </Button>
          <Button
            variant="green"
            disabled={!canConfirm}
            aria-busy={pending === 'confirm'}
            onClick={() => deps && void confirmBind(deps)}
          >
            {t('bindPhone.confirm')}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (canConfirm && deps) void confirmBind(deps);
        }}
      >
        <PhoneField value={phone} onChange={setBindPhone} disabled={pending !== null} />
        <CodeField
          value={code}
          onChange={setBindCode}
          onSend={() => deps && void sendBindCode(deps)}
          canSend={canSend}
          secondsLeft={left}
          sending={pending === 'send'}
          requested={requested}
          disabled={pending === 'confirm'}
        />
        {requested ? (
          <p role="status" className="-mt-1 flex items-start gap-2 rounded-xl bg-jade-500/10 px-3 py-2 text-sm text-jade-400 ring-1 ring-jade-500/30">
            <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0" />
            {t('bindPhone.resendNotice', { seconds: PhoneRules.ResendSeconds })}
          </p>
        ) : null}
        <Reminders
          lines={[
            t('bindPhone.reminderRules'),
            t('bindPhone.reminderAccounts', { n: PhoneRules.AccountsPerPhone }),
            t('bindPhone.reminderDailyCodes', { n: PhoneRules.CodesPerDay }),
            t('bindPhone.reminderTries', { n: PhoneRules.TriesPerCode }),
          ]}
        />
      </form>
    </Dialog>
  );
}
