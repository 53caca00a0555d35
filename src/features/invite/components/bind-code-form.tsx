'use client';

import { useId, useState, type FormEvent } from 'react';
import { InviteLimits, normaliseFriendCode } from '@/protocol/invite';
import { Button } from '@/ui/button';
import { bindInviteCode } from '../actions';
import { PENDING_CODE_KEY } from '../rules';
import { useInviteT } from '../texts';

/** What a shared link left to bind ('' when nothing, or storage is off). */
function pendingCode(): string {
  try {
    return localStorage.getItem(PENDING_CODE_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The code field and 綁定 (12360). Refusals show under the field (100001 own code, 100009
 * unknown, 200024 bound already); `onBound` runs after a bind went through.
 */
export function BindCodeForm({ onBound, bind = bindInviteCode }: { onBound?: () => void; bind?: typeof bindInviteCode }) {
  const { t, tn } = useInviteT();
  const fieldId = useId();
  const [code, setCode] = useState(pendingCode);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const clean = normaliseFriendCode(code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!clean || busy) return;
    setBusy(true);
    setError(null);
    const refused = await bind(clean, t);
    setBusy(false);
    if (refused) setError(refused);
    else onBound?.();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={fieldId} className="text-sm font-bold text-mist-300">
        {tn('bind.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={fieldId}
          data-autofocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          maxLength={InviteLimits.CodeLength + 8}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={tn('bind.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-xl bg-night-950/70 px-3 font-mono uppercase tracking-widest text-white ring-1 ring-white/15 placeholder:font-sans placeholder:normal-case placeholder:tracking-normal placeholder:text-mist-500 focus:outline-none focus:ring-gold-400"
        />
        <Button type="submit" disabled={!clean || busy}>
          {busy ? tn('bind.binding') : tn('bind.submit')}
        </Button>
      </div>
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-ruby-500">
          {error}
        </p>
      ) : null}
    </form>
  );
}
