'use client';

import { useT } from 'next-i18next/client';
import { useEffect, useRef, useState } from 'react';
import { useBrand, useFeature } from '@/brand';
import { useWalletItems } from '@/features/wallet';
import { Code } from '@/protocol';
import { errorMessage } from '@/protocol/errors';
import { ItemId } from '@/protocol/ids';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { formatNumber } from '@/ui/format';
import { LoadingText } from '@/ui/loading-text';
import { showToast } from '@/ui/toast-store';
import { loadGiftList, sendGift } from '../actions';
import { newGiftClientId } from '../client-id';
import { giftFee, minGiftAmount, playerGiftRefusal } from '../player-gift-rules';
import { closePlayerGift, useGiftsStore, type PlayerGiftTarget } from '../store';
import { DigitsInput } from './digits-input';
import { useGiftErrorText } from './gift-panel';
import { GiftPasswordSetup } from './gift-password-setup';
import { GiftSummary } from './gift-summary';

type Step = 'form' | 'password' | 'confirm';

function ErrorLine({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="text-sm text-ruby-500">
      {text}
    </p>
  ) : null;
}

/**
 * 贈禮 (the profile card, account §2): gold, or the brand's gem item for brands with gems, at
 * least 20,000, the fee on top; a confirm step with the gift password (set first when none is);
 * a 200078 reply shows the new fee and asks to confirm again. Every refusal shows its text.
 */
export function PlayerGiftDialog({ target }: { target: PlayerGiftTarget }) {
  const { t } = useT(['gifts', 'errors']);
  const errorText = useGiftErrorText();
  const brand = useBrand();
  const hasGems = useFeature('gems');
  const rules = useGiftsStore((s) => s.transfer);
  const items = useWalletItems();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('form');
  const [itemId, setItemId] = useState<number>(ItemId.Gold);
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [feeOverride, setFeeOverride] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    void loadGiftList().then((out) => {
      if (!out.ok) setLoadError(errorText(out));
    });
    // Asked once per opened dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const amount = Number(amountText || 0);
  const feePerMille = rules?.FeePerMille ?? 0;
  const fee = feeOverride ?? giftFee(amount, feePerMille);
  const unit = itemId === ItemId.Gold ? t('player.gold') : t('player.gem');
  const balance = items?.[String(itemId)] ?? 0;
  const refusalText = (code: number) => errorMessage(t, { code, context: 'gift' }) ?? '';

  function next() {
    if (!rules) return;
    const refusal = playerGiftRefusal({ amount, itemId, balance, rules });
    if (refusal !== null) return setError(refusalText(refusal));
    setError(null);
    setStep(rules.PasswordSet ? 'confirm' : 'password');
  }

  async function confirm() {
    if (inFlight.current) return;
    if (!/^\d{4,6}$/.test(password)) return setError(t('player.passwordFormat'));
    inFlight.current = true;
    setBusy(true);
    setError(null);
    setNotice(null);
    const out = await sendGift({ ToID: target.PlayerID, ItemID: itemId, Amount: amount, Fee: fee, Password: password, ClientID: newGiftClientId() });
    inFlight.current = false;
    setBusy(false);
    if (out.ok) {
      showToast(t('player.sent', { amount: `${formatNumber(out.result.Amount)} ${unit}`, name: out.result.ToName || target.Name }), { tone: 'success' });
      closePlayerGift();
      return;
    }
    if (out.code === Code.GiftFeeChanged && out.fee !== undefined) {
      setFeeOverride(out.fee);
      setNotice(t('player.feeChanged', { fee: `${formatNumber(out.fee)} ${unit}` }));
      return;
    }
    setError(errorText(out));
    if (out.code === Code.GiftPasswordWrong || out.code === Code.GiftWrongEntries) {
      setPassword('');
      void loadGiftList();
    }
  }

  const currencies = hasGems ? [ItemId.Gold, brand.gemItemId] : [ItemId.Gold];

  return (
    <Dialog open onClose={closePlayerGift} title={t('player.title', { name: target.Name })} maxWidth={400} zIndex={60}>
      {loadError && !rules ? (
        <ErrorLine text={loadError} />
      ) : !rules ? (
        <LoadingText className="py-8" />
      ) : !rules.CanGift ? (
        <ErrorLine text={refusalText(Code.GiftAccountCannotGift)} />
      ) : step === 'password' ? (
        <GiftPasswordSetup onDone={() => setStep('confirm')} onBack={() => setStep('form')} />
      ) : step === 'form' ? (
        <div className="flex flex-col gap-3">
          <div className="flex gap-2" role="radiogroup" aria-label={t('player.currency')}>
            {currencies.map((id) => (
              <button
                key={id}
                type="button"
                role="radio"
                aria-checked={id === itemId}
                onClick={() => setItemId(id)}
                className={`min-h-10 flex-1 rounded-full text-sm font-bold ${id === itemId ? 'bg-gold-400 text-night-950' : 'bg-white/10 text-mist-300'}`}
              >
                {id === ItemId.Gold ? t('player.gold') : t('player.gem')}
              </button>
            ))}
          </div>
          <DigitsInput
            label={t('player.amount')}
            value={amountText}
            onChange={(v) => {
              setAmountText(v);
              setFeeOverride(null);
              setError(null);
            }}
            maxLength={12}
            placeholder={t('player.amountPlaceholder', { min: formatNumber(minGiftAmount(rules)) })}
          />
          <p className="text-xs text-mist-400">{t('player.balance', { amount: `${formatNumber(balance)} ${unit}` })}</p>
          <GiftSummary amount={amount} fee={fee} feePerMille={feePerMille} unit={unit} dailyAmountLeft={rules.DailyAmountLeft} dailyCountLeft={rules.DailyCountLeft} />
          <ErrorLine text={error} />
          <Button onClick={next} disabled={amount <= 0}>
            {t('player.next')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <h3 className="font-bold text-white">{t('player.confirmTitle')}</h3>
          <p className="text-sm text-mist-300">
            {t('player.recipient')}：<span className="font-bold text-white">{target.Name}</span>
          </p>
          <GiftSummary amount={amount} fee={fee} feePerMille={feePerMille} unit={unit} dailyAmountLeft={rules.DailyAmountLeft} dailyCountLeft={rules.DailyCountLeft} />
          <DigitsInput label={t('player.password')} value={password} onChange={setPassword} masked maxLength={6} placeholder={t('player.passwordPlaceholder')} />
          <p className="text-xs text-mist-400">{t('player.triesLeft', { n: rules.PasswordTriesLeft })}</p>
          {notice && (
            <p role="status" className="rounded-xl bg-gold-400/10 px-3 py-2 text-sm text-gold-300 ring-1 ring-gold-400/40">
              {notice}
            </p>
          )}
          <ErrorLine text={error} />
          <div className="flex gap-2">
            <Button variant="secondary" className="flex-1" onClick={() => setStep('form')} disabled={busy}>
              {t('player.back')}
            </Button>
            <Button className="flex-1" onClick={() => void confirm()} disabled={busy}>
              {t('player.confirm')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
