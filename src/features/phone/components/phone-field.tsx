'use client';

import { useId } from 'react';
import { useT } from 'next-i18next/client';
import { PhoneRules } from '@/protocol/account-rules';
import { isMalformedPhone, phoneInput } from '../phone-input';

/**
 * The phone number field: fixed country code +886, digits only, at most 12. A number that
 * can never become valid shows 請輸入正確手機號碼格式 under the field; else `notice` (what the lobby
 * said of the number before any code was asked, e.g. its daily limit) shows there.
 */
export function PhoneField({
  value,
  onChange,
  disabled,
  notice = null,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  notice?: string | null;
}) {
  const { t } = useT('auth');
  const id = useId();
  const malformed = isMalformedPhone(value);
  const described = malformed ? `${id}-error` : notice ? `${id}-notice` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-mist-300">
        {t('phone.label')}
      </label>
      <div
        className={`flex min-h-12 items-center overflow-hidden rounded-2xl bg-night-950/70 ring-1 transition focus-within:ring-2 ${
          malformed ? 'ring-ruby-500 focus-within:ring-ruby-500' : 'ring-white/15 focus-within:ring-gold-400'
        }`}
      >
        <span className="flex h-full items-center border-r border-white/10 px-3 text-base font-bold text-gold-300">
          +{PhoneRules.CountryCode}
        </span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PhoneRules.MaxInputLength}
          placeholder={t('phone.placeholder')}
          value={value}
          disabled={disabled}
          aria-invalid={malformed}
          aria-describedby={described}
          onChange={(event) => onChange(phoneInput(event.target.value))}
          className="min-w-0 flex-1 bg-transparent px-3 py-3 text-base tracking-wider text-white placeholder:tracking-normal placeholder:text-mist-500 focus:outline-none disabled:opacity-60"
        />
      </div>
      {malformed ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-ruby-500">
          {t('phone.invalid')}
        </p>
      ) : notice ? (
        <p id={`${id}-notice`} role="status" className="mt-1.5 text-sm text-gold-300">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
