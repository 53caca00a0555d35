'use client';

import { useState, useSyncExternalStore } from 'react';
import { useT } from 'next-i18next/client';
import { ERRORS_NAMESPACE, SESSION_KEYS } from '@/protocol/error-keys';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Icon } from '@/ui/icon';
import { confirmAge, isAgeConfirmed, subscribeAgeGate } from '../age-gate-storage';

/**
 * The 18+ restricted-content notice, shown on a first visit until confirmed; it cannot be
 * dismissed any other way. Mounted once by the app shell. The server snapshot says
 * "confirmed" so nothing flashes before hydration reads storage.
 */
export function AgeGate() {
  const { t } = useT(['common', ERRORS_NAMESPACE]);
  const confirmed = useSyncExternalStore(subscribeAgeGate, isAgeConfirmed, () => true);
  const [remember, setRemember] = useState(false);

  return (
    <Dialog
      open={!confirmed}
      onClose={() => {}}
      closable={false}
      title={t(SESSION_KEYS.ageGateTitle, { ns: ERRORS_NAMESPACE })}
      maxWidth={420}
      zIndex={70}
      footer={
        <Button size="lg" onClick={() => confirmAge(remember)} data-autofocus>
          {t('ageGate.confirm')}
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="relative flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-b from-ruby-500 to-ruby-600 text-2xl font-black text-white shadow-[0_0_30px_rgb(239_68_68/0.45)] ring-4 ring-gold-400/70">
          {t('ageGate.badge')}
          <Icon name="shield" className="absolute -bottom-1 -right-1 h-7 w-7 rounded-full bg-night-900 p-1 text-gold-300" />
        </span>
        <p className="text-base text-balance leading-relaxed text-mist-300">{t(SESSION_KEYS.ageGate, { ns: ERRORS_NAMESPACE })}</p>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-full px-3 text-sm text-mist-300 hover:text-white">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            className="h-5 w-5 cursor-pointer accent-gold-400"
          />
          {t('ageGate.dontShowAgain')}
        </label>
      </div>
    </Dialog>
  );
}
