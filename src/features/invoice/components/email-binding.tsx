'use client';

import { useId, useRef, useState } from 'react';
import { emailSchema } from '@/protocol/invoice';
import { parsePayload } from '@/protocol/schema';
import { Code } from '@/protocol/codes';
import type { TranslateFn } from '@/protocol/errors';
import { Button } from '@/ui/button';
import { bindEmail, checkEmail } from '../request';
import { refusalText } from './refusal';

interface Props {
  t: TranslateFn;
  ti: (key: string, options?: Record<string, unknown>) => string;
  /** The bound address, null when none. */
  bound: string | null;
  onBound(email: string): void;
}

/**
 * The member carrier's email (會員載具): the bound address and 變更, or a field and 綁定 email.
 * The address is checked on the page first, then, when the player leaves the field, by
 * /email/check (chat §7): another player's address says so (200441's words) before 綁定 is
 * tapped, the player's own says it is already theirs. The bind itself is still refused by the
 * server (200441, 200442 too many tries). One request at a time: a double tap binds once.
 */
export function EmailBinding({ t, ti, bound, onBound }: Props) {
  const [editing, setEditing] = useState(bound === null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const inFlight = useRef(false);
  const lastChecked = useRef<string | null>(null);
  const id = useId();

  /** Asks once per address the player finished typing; a lost or refused check says nothing (the bind still checks). */
  const check = async () => {
    const parsed = parsePayload(emailSchema, email);
    if (!parsed.ok || parsed.value === lastChecked.current) return;
    lastChecked.current = parsed.value;
    const outcome = await checkEmail(parsed.value);
    if (!outcome.ok || !outcome.result.Checked || lastChecked.current !== parsed.value) return;
    const { Available, Mine } = outcome.result.Checked;
    if (!Available) setError(refusalText(t, Code.EmailBoundElsewhere, ''));
    else setNote(Mine ? ti('emailAlreadyYours') : null);
  };

  const submit = async () => {
    if (inFlight.current) return;
    const parsed = parsePayload(emailSchema, email);
    if (!parsed.ok) return setError(ti('formatErrors.email'));
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const outcome = await bindEmail(parsed.value);
      if (outcome.ok) {
        onBound(outcome.result.Email);
        setEditing(false);
        setEmail('');
      } else {
        setError(refusalText(t, outcome.code, outcome.message));
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  if (!editing && bound !== null) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-night-900/60 px-4 py-3 ring-1 ring-white/10">
        <p className="min-w-0 text-sm text-mist-200">
          <span className="text-mist-300">{ti('emailBound')}</span>{' '}
          <span className="break-all font-bold text-white" data-testid="invoice-email">
            {bound}
          </span>
        </p>
        <Button variant="ghost" onClick={() => setEditing(true)}>
          {ti('changeEmail')}
        </Button>
      </div>
    );
  }
  return (
    // not a <form>: it sits inside the dialog's form; Enter in the field binds
    <div className="grid gap-2" role="group" aria-label={ti('bindEmail')}>
      <label className="text-sm text-mist-300" htmlFor={`${id}-email`}>
        {bound === null ? ti('emailNone') : ti('emailNew')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          placeholder="name@example.com"
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-email-error` : note ? `${id}-email-note` : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
            setNote(null);
          }}
          onBlur={() => void check()}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            void submit();
          }}
          className="min-w-0 flex-1 rounded-xl bg-night-900/70 px-3 py-2.5 text-white ring-1 ring-gold-500/30 outline-none placeholder:text-mist-500 focus:ring-2 focus:ring-gold-300"
        />
        <Button variant="secondary" disabled={busy} onClick={() => void submit()}>
          {ti(busy ? 'binding' : 'bindEmail')}
        </Button>
      </div>
      {note && !error && (
        <p id={`${id}-email-note`} className="text-sm text-mist-300">
          {note}
        </p>
      )}
      {error && (
        <p id={`${id}-email-error`} role="alert" className="text-sm text-ruby-500">
          {error}
        </p>
      )}
    </div>
  );
}
