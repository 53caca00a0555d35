'use client';

import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { FALLBACK_KEY, errorMessage } from '@/protocol/errors';
import type { RedeemResult } from '@/protocol/redeem';
import { applyBag } from '@/features/wallet';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { formatNumber } from '@/ui/format';
import { LoadingText } from '@/ui/loading-text';
import { submitRedeemCode } from '../request';
import { closeRedeemCode, useRedeemStore } from '../store';
import { useRedeemT } from '../texts';

/**
 * The redeem code dialog that `openRedeemCode()` opens: the code, 兌換 (one request at a time:
 * a double tap sends once), then the reward on success or the code's text (200044 無效的兌換碼,
 * 200045 不符合兌換資格, …) under the field.
 */
export function RedeemDialog() {
  const { t, tr, ready } = useRedeemT();
  const open = useRedeemStore((s) => s.open);
  // Each opening (and a reset) starts with an empty form.
  const generation = useRedeemStore((s) => s.generation);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onClose={closeRedeemCode} closeOnBackdrop={!busy} title={ready ? tr('title') : ''} maxWidth={420} initialFocus={input}>
      {ready ? <RedeemForm key={generation} t={t} tr={tr} busy={busy} setBusy={setBusy} input={input} /> : <LoadingText className="py-6 text-center" />}
    </Dialog>
  );
}

type Texts = ReturnType<typeof useRedeemT>;

function RedeemForm({ t, tr, busy, setBusy, input }: { t: Texts['t']; tr: Texts['tr']; busy: boolean; setBusy(b: boolean): void; input: RefObject<HTMLInputElement | null> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<RedeemResult | null>(null);
  const inFlight = useRef(false);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (inFlight.current) return;
    if (code.trim() === '') return setError(tr('empty'));
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const outcome = await submitRedeemCode(code);
      if (outcome.ok) {
        applyBag(outcome.result.Bag);
        setDone(outcome.result);
      } else {
        setError(errorMessage(t, { code: outcome.code, message: outcome.message }) ?? String(t(FALLBACK_KEY, { ns: 'errors', code: outcome.code })));
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const reward = done
    ? Object.entries(done.Credited)
        .map(([item, n]) => tr('reward', { item: tr(`items.${item}`, { defaultValue: `#${item}` }), amount: formatNumber(n) }))
        .join('、')
    : '';

  return done ? (
    <div className="flex flex-col items-center gap-3 text-center" role="status">
      <p className="text-lg font-black text-jade-400">{tr('success')}</p>
      <p className="text-mist-300">
        {tr('got')} <span className="font-bold text-gold-300" data-testid="redeem-reward">{reward}</span>
      </p>
      <Button block onClick={closeRedeemCode}>
        {tr('close')}
      </Button>
    </div>
  ) : (
    <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
      <label className="text-sm text-mist-300" htmlFor="redeem-code">
        {tr('label')}
      </label>
      <input
        ref={input}
        id="redeem-code"
        name="code"
        value={code}
        maxLength={32}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={tr('placeholder')}
        aria-invalid={error !== null}
        aria-describedby={error ? 'redeem-error' : undefined}
        onChange={(e) => {
          setCode(e.target.value);
          setError(null);
        }}
        className="rounded-xl bg-night-900/70 px-4 py-3 text-center text-lg font-bold tracking-widest text-white uppercase ring-1 ring-gold-500/30 outline-none placeholder:text-mist-500 placeholder:normal-case placeholder:tracking-normal focus:ring-2 focus:ring-gold-300"
      />
      {error && (
        <p id="redeem-error" role="alert" className="text-center text-sm text-ruby-500">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" block disabled={busy}>
        {tr(busy ? 'submitting' : 'submit')}
      </Button>
    </form>
  );
}
