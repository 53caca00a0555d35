'use client';

import { useState } from 'react';
import type { ExchangeDirection, GoodsSettingResult } from '@/protocol';
import { applyBag, useWallet } from '@/features/wallet';
import { Button } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import { showToast } from '@/ui/toast-store';
import { Tabs } from '@/ui/tabs';
import { exchangeGem } from '../requests';
import type { StoreT } from '../texts';
import { useLobbyMutation } from '@/http/lobby-queries';
import { newRequestId } from '@/http/request-id';

/**
 * Gem ↔ gold (brands with gems): direction, amount, what it gives at the brand's rate, and one
 * exchange at a time. Gold → gem takes whole gems only (a multiple of the rate).
 */
/** An exchange is money: idempotent by its request id (the new balance comes as a wallet push). */
const SWAP = { requestId: () => newRequestId('swap') };

export function ExchangePanel({ exchange, ts, errorText }: { exchange: GoodsSettingResult['Exchange']; ts: StoreT; errorText: (code: number, message?: string) => string }) {
  const [direction, setDirection] = useState<ExchangeDirection>('gemToGold');
  const [text, setText] = useState('');
  const { run, busy } = useLobbyMutation(SWAP);
  const wallet = useWallet();
  const rate = exchange.GoldPerGem;
  const amount = /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : 0;
  const wholeGems = direction === 'gemToGold' || amount % rate === 0;
  const valid = amount > 0 && wholeGems;
  const gives = direction === 'gemToGold' ? amount * rate : Math.floor(amount / rate);
  const hint = text.trim() === '' ? null : !wholeGems ? ts('exchange.multiple', { gold: formatNumber(rate) }) : amount <= 0 ? ts('exchange.invalid') : null;

  const submit = async () => {
    if (!valid) return;
    const out = await run(`${direction}|${amount}`, (RequestID) => exchangeGem({ Direction: direction, Amount: amount, RequestID }));
    if (!out) return;
    if (!out.ok) {
      showToast(errorText(out.code, out.message), { tone: 'error' });
      return;
    }
    applyBag(out.result.Bag);
    setText('');
    showToast(ts('exchange.done'), { tone: 'success' });
  };

  const fieldId = 'exchange-amount';
  return (
    <section aria-labelledby="gem-exchange" className="flex flex-col gap-3 rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 p-3 ring-1 ring-gold-500/25 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="gem-exchange" className="text-lg font-black text-white">
          {ts('exchange.title')}
        </h2>
        <span className="text-xs text-gold-300">{ts('exchange.rate', { gold: formatNumber(rate) })}</span>
      </div>
      <Tabs
        ariaLabel={ts('exchange.title')}
        items={[
          { value: 'gemToGold', label: ts('exchange.gemToGold') },
          { value: 'goldToGem', label: ts('exchange.goldToGem') },
        ]}
        value={direction}
        onChange={(d) => {
          setDirection(d);
          setText('');
        }}
        className="self-start"
      />
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={fieldId} className="text-sm text-mist-300">
          {direction === 'gemToGold' ? ts('exchange.amountGem') : ts('exchange.amountGold')}
          <span className="ml-2 text-xs text-mist-400">
            ({formatNumber(direction === 'gemToGold' ? wallet.gems : wallet.gold)})
          </span>
        </label>
        <input
          id={fieldId}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={hint ? true : undefined}
          onChange={(e) => setText(e.target.value.replace(/[^\d]/g, '').slice(0, 10))}
          className="min-h-11 w-full rounded-xl bg-night-950/70 px-3 text-lg font-bold text-white ring-1 ring-white/15 focus:outline-none focus:ring-gold-400"
        />
        {hint ? <p role="alert" className="text-xs text-red-300">{hint}</p> : null}
        <p data-testid="exchange-gives" className="text-sm text-mist-300">
          {ts('exchange.youGet')}：
          <span className="font-black text-gold-300">
            {formatNumber(valid ? gives : 0)} {direction === 'gemToGold' ? ts('kinds.gold') : ts('kinds.gem')}
          </span>
        </p>
        <Button type="submit" disabled={!valid || busy} className="self-stretch sm:self-start">
          {busy ? ts('exchange.submitting') : ts('exchange.submit')}
        </Button>
      </form>
    </section>
  );
}
