'use client';

import { useT } from 'next-i18next/client';
import { useEffect, useRef, useState } from 'react';
import { useWalletItems } from '@/features/wallet';
import { errorMessage } from '@/protocol/errors';
import { GiftLimits } from '@/protocol/gift-rules';
import { Button } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import { LoadingText } from '@/ui/loading-text';
import { showToast } from '@/ui/toast-store';
import { loadGiftList, sendGift, type GiftFailure } from '../actions';
import { newGiftClientId } from '../client-id';
import { giftName } from '../gift-names';
import { useGiftsStore } from '../store';
import { GiftIcon } from './gift-icon';

/** How many of a gift one tap sends. */
export const GIFT_AMOUNTS = [1, 5, 10, 66, 99] as const;

/** The text of a failed request (shared error catalogue; no reply: the gifts' own text). */
export function useGiftErrorText(): (failure: GiftFailure) => string {
  const { t } = useT(['gifts', 'errors']);
  return (failure) =>
    failure.lost
      ? t('gifts:noReply')
      : (errorMessage(t, {
          code: failure.code,
          message: failure.message,
          context: 'gift',
          params: failure.wrongEntries !== undefined ? { n: failure.wrongEntries } : undefined,
        }) ?? t('gifts:noReply'));
}

/**
 * The live room's gift panel: the gift list (30230) with the player's count of each, an amount
 * choice, and a send to the room's anchor (30210 ToID 0). A double tap sends once (one request
 * in flight, each with its ClientID); the reply's bag becomes the wallet.
 */
export function GiftPanel({ roomId, disabled = false }: { roomId: number; disabled?: boolean }) {
  const { t } = useT('gifts');
  const errorText = useGiftErrorText();
  const catalogue = useGiftsStore((s) => s.catalogue);
  const items = useWalletItems();
  const [selected, setSelected] = useState<number | null>(null);
  const [amount, setAmount] = useState<number>(GIFT_AMOUNTS[0]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    let alive = true;
    void loadGiftList().then((out) => {
      if (alive && !out.ok) setError(errorText(out));
    });
    return () => {
      alive = false;
    };
    // errorText is a fresh closure each render; the list is asked once per room.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomId]);

  const gifts = catalogue;
  const chosen = selected ?? gifts?.[0]?.ItemID ?? null;
  const owned = (id: number) => items?.[String(id)] ?? 0;
  const enough = chosen !== null && owned(chosen) >= amount;

  async function send() {
    if (inFlight.current || chosen === null || disabled) return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    const out = await sendGift({ ToID: 0, ItemID: chosen, Amount: Math.min(amount, GiftLimits.MaxItemsPerSend), ClientID: newGiftClientId() });
    inFlight.current = false;
    setSending(false);
    if (out.ok) showToast(t('panel.sent', { gift: giftName(t, out.result.ItemID), amount: out.result.Amount }), { tone: 'success' });
    else setError(errorText(out));
  }

  return (
    <section aria-label={t('panel.title')} className="flex flex-col gap-3 rounded-2xl bg-night-900/90 p-3 ring-1 ring-white/10">
      {gifts === null ? (
        <LoadingText className="py-6" />
      ) : gifts.length === 0 ? (
        <p className="py-6 text-center text-sm text-mist-300">{t('panel.empty')}</p>
      ) : (
        <ul className="grid grid-cols-4 gap-2" role="radiogroup" aria-label={t('panel.title')}>
          {gifts.map((g) => (
            <li key={g.ItemID}>
              <button
                type="button"
                role="radio"
                aria-checked={g.ItemID === chosen}
                onClick={() => setSelected(g.ItemID)}
                className={`flex w-full flex-col items-center gap-1 rounded-xl p-2 text-xs transition ${g.ItemID === chosen ? 'bg-gold-500/20 ring-2 ring-gold-400' : 'bg-white/5 ring-1 ring-white/10 hover:bg-white/10'}`}
              >
                <GiftIcon itemId={g.ItemID} />
                <span className="font-bold text-white">{giftName(t, g.ItemID)}</span>
                <span className="text-mist-400">{t('panel.owned', { count: formatNumber(owned(g.ItemID)) })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center gap-2">
        <span className="shrink-0 text-sm text-mist-300">{t('panel.amount')}</span>
        <div className="flex flex-1 flex-wrap gap-1.5" role="radiogroup" aria-label={t('panel.amount')}>
          {GIFT_AMOUNTS.map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={n === amount}
              onClick={() => setAmount(n)}
              className={`min-h-9 min-w-11 rounded-full px-3 text-sm font-bold ${n === amount ? 'bg-gold-400 text-night-950' : 'bg-white/10 text-mist-300'}`}
            >
              {n}
            </button>
          ))}
        </div>
        <Button onClick={() => void send()} disabled={disabled || sending || !enough || chosen === null}>
          {sending ? t('panel.sending') : t('panel.send')}
        </Button>
      </div>
      {chosen !== null && !enough && !sending && <p className="text-xs text-mist-400">{t('panel.notEnough')}</p>}
      {error && (
        <p role="alert" className="text-sm text-ruby-500">
          {error}
        </p>
      )}
    </section>
  );
}
