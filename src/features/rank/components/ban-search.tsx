'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/ui/button';
import type { RankT } from '../texts';

/** Search by player ID (digits only); reset shows every ban again. */
export function BanSearch({ active, onSearch, tr }: { active: number | null; onSearch: (playerId: number | null) => void; tr: RankT }) {
  const [text, setText] = useState(active === null ? '' : String(active));
  const [invalid, setInvalid] = useState(false);
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (value === '') return onSearch(null);
    const n = Number(value);
    if (!/^\d{1,15}$/.test(value) || !Number.isSafeInteger(n) || n < 1) return setInvalid(true);
    setInvalid(false);
    onSearch(n);
  };

  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold text-mist-300">
        {tr('ban.search.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(false);
          }}
          placeholder={tr('ban.search.placeholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-full bg-night-950/70 px-4 text-white ring-1 ring-white/15 placeholder:text-mist-500 focus:outline-none focus:ring-2 focus:ring-gold-400"
        />
        <Button type="submit">{tr('ban.search.submit')}</Button>
        {active !== null ? (
          <Button
            variant="secondary"
            onClick={() => {
              setText('');
              setInvalid(false);
              onSearch(null);
            }}
          >
            {tr('ban.search.reset')}
          </Button>
        ) : null}
      </div>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-ruby-500">
          {tr('ban.search.invalid')}
        </p>
      ) : null}
    </form>
  );
}
