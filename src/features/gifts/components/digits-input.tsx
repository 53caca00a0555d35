'use client';

import { useId } from 'react';

/** A labelled input that keeps digits only (amounts, and masked for the gift password). */
export function DigitsInput({
  label,
  value,
  onChange,
  masked = false,
  maxLength,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (digits: string) => void;
  masked?: boolean;
  maxLength?: number;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-left">
      <label htmlFor={id} className="text-sm text-mist-300">
        {label}
      </label>
      <input
        id={id}
        type={masked ? 'password' : 'text'}
        inputMode="numeric"
        autoComplete={masked ? 'off' : undefined}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, maxLength ?? 16))}
        className="min-h-11 rounded-xl bg-night-950/60 px-3 text-white ring-1 ring-white/10 placeholder:text-mist-500 focus:outline-none focus:ring-2 focus:ring-gold-400"
      />
    </div>
  );
}
