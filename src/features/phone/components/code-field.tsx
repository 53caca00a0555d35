'use client';

import { useId } from 'react';
import { useT } from 'next-i18next/client';
import { PhoneRules } from '@/protocol/account-rules';
import { codeInput } from '../phone-input';

/**
 * The 6-digit code field with its send-code button beside it. The button turns into the
 * countdown while `secondsLeft` > 0 and is disabled then, while sending, or when `canSend` is false.
 * Refusals open the error dialog (account §4), not a line here.
 */
export function CodeField({
  value,
  onChange,
  onSend,
  canSend,
  secondsLeft,
  sending,
  requested,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  canSend: boolean;
  secondsLeft: number;
  sending: boolean;
  /** A code was sent before: the button says 重新發送. */
  requested: boolean;
  disabled?: boolean;
}) {
  const { t } = useT('auth');
  const id = useId();
  const counting = secondsLeft > 0;
  const label = sending
    ? t('phone.sending')
    : counting
      ? t('phone.countdown', { seconds: secondsLeft })
      : requested
        ? t('phone.resend')
        : t('phone.sendCode');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-mist-300">
        {t('phone.codeLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PhoneRules.CodeLength}
          placeholder={t('phone.codePlaceholder', { n: PhoneRules.CodeLength })}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(codeInput(event.target.value))}
          className="min-h-12 min-w-0 flex-1 rounded-2xl bg-night-950/70 px-4 text-base tracking-[0.3em] text-white ring-1 ring-white/15 placeholder:tracking-normal placeholder:text-mist-500 focus:outline-none focus:ring-2 focus:ring-gold-400 disabled:opacity-60"
        />
        <button
          type="button"
          onClick={onSend}
          disabled={!canSend || counting || sending || disabled}
          aria-live="polite"
          className="min-h-12 w-[7.5rem] shrink-0 rounded-2xl bg-gradient-to-b from-plum-700 to-night-700 px-2 text-sm font-bold text-gold-300 ring-1 ring-gold-400/50 transition hover:brightness-125 active:scale-[0.97] disabled:cursor-not-allowed disabled:from-night-800 disabled:to-night-800 disabled:text-mist-500 disabled:ring-white/10 disabled:active:scale-100"
        >
          {/* a long translation wraps inside the button instead of being cut (vi_vn, id_id) */}
          <span className="block text-balance leading-tight tabular-nums">{label}</span>
        </button>
      </div>
    </div>
  );
}
