'use client';

import { useState, type FormEvent } from 'react';
import { openBindPhone } from '@/features/bind-phone';
import { CLUB_NAME_PATTERN, ClubLimits, Code } from '@/protocol';
import { Button } from '@/ui/button';
import { createClub } from '../requests';
import { useClubAction } from '../use-club-action';
import type { ClubTexts } from './club-page';

/**
 * 建立俱樂部: the name rules (2–12 letters or digits, checked before sending, 200101 from the
 * server for a taken name), and the requirements (VIP 3, a bound phone). A refusal for the
 * VIP tier or the phone stays written under the form; the phone one offers 前往綁定手機.
 */
export function CreateClubForm({ texts }: { texts: ClubTexts }) {
  const { tk, errorText } = texts;
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<number | null>(null);
  const { act, busy } = useClubAction(errorText);
  const trimmed = name.trim();
  const badName = trimmed !== '' && !CLUB_NAME_PATTERN.test(trimmed);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (trimmed === '' || badName) return;
    setRefusal(null);
    const out = await act('create', () => createClub(trimmed), () => tk('create.created'));
    if (out && !out.ok) setRefusal(out.code);
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" noValidate>
      <p className="text-sm text-mist-300">{tk('create.requirement', { vip: ClubLimits.CreateMinVip })}</p>
      <label htmlFor="club-name" className="text-sm font-bold text-white">
        {tk('create.name')}
      </label>
      <input
        id="club-name"
        value={name}
        maxLength={ClubLimits.NameMax}
        aria-describedby="club-name-rules"
        aria-invalid={badName}
        onChange={(e) => {
          setName(e.target.value);
          setRefusal(null);
        }}
        className="min-h-11 rounded-full bg-night-900/80 px-4 text-white ring-1 ring-white/15 focus:outline-none focus:ring-gold-400 aria-[invalid=true]:ring-ruby-500"
      />
      <p id="club-name-rules" className={`text-xs ${badName ? 'text-red-300' : 'text-mist-400'}`}>
        {tk('create.rules')}
      </p>
      {refusal !== null ? (
        <div role="alert" className="flex flex-col gap-2 rounded-2xl bg-ruby-500/10 p-3 text-sm text-red-200 ring-1 ring-ruby-500/40">
          <p>{errorText(refusal)}</p>
          {refusal === Code.ClubPhoneBindingRequired ? (
            <Button variant="secondary" onClick={() => openBindPhone()}>
              {tk('create.bindPhone')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" disabled={busy || trimmed === '' || badName}>
        {tk('create.submit')}
      </Button>
    </form>
  );
}
