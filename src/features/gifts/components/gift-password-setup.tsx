'use client';

import { useT } from 'next-i18next/client';
import { useState } from 'react';
import { GiftLimits } from '@/protocol/gift';
import { Button } from '@/ui/button';
import { showToast } from '@/ui/toast-store';
import { setGiftPassword } from '../actions';
import { DigitsInput } from './digits-input';
import { useGiftErrorText } from './gift-panel';

/** Sets the gift password (12870) before a first player gift; `onDone` continues the gift. */
export function GiftPasswordSetup({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const { t } = useT('gifts');
  const errorText = useGiftErrorText();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (busy) return;
    if (!GiftLimits.PasswordPattern.test(password)) return setError(t('player.passwordFormat'));
    if (password !== repeat) return setError(t('player.passwordMismatch'));
    setBusy(true);
    setError(null);
    const out = await setGiftPassword(password);
    setBusy(false);
    if (!out.ok) return setError(errorText(out));
    showToast(t('player.passwordSaved'), { tone: 'success' });
    onDone();
  }

  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-bold text-white">{t('player.setPasswordTitle')}</h3>
      <p className="text-sm text-mist-300">{t('player.setPasswordHint')}</p>
      <DigitsInput label={t('player.newPassword')} value={password} onChange={setPassword} masked maxLength={6} placeholder={t('player.passwordPlaceholder')} />
      <DigitsInput label={t('player.repeatPassword')} value={repeat} onChange={setRepeat} masked maxLength={6} />
      {error && (
        <p role="alert" className="text-sm text-ruby-500">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button variant="secondary" className="flex-1" onClick={onBack}>
          {t('player.back')}
        </Button>
        <Button className="flex-1" onClick={() => void save()} disabled={busy}>
          {t('player.savePassword')}
        </Button>
      </div>
    </div>
  );
}
