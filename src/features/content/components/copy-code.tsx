'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/ui/button';
import { Icon } from '@/ui/icon';

/** Copy confirmation shows this long (account §2: 複製成功 for 2 seconds). */
const SHOWN_MS = 2000;

/** A code shown large and selectable, with a copy button that says whether it worked. */
export function CopyCode({ code, labels }: { code: string; labels: { copy: string; copied: string; failed: string } }) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <p data-testid="vault-code" className="select-all break-all rounded-2xl bg-night-950/70 px-6 py-3 font-mono text-2xl font-black tracking-[0.25em] text-gold-300 ring-1 ring-gold-500/40 sm:text-3xl">
        {code}
      </p>
      <Button onClick={copy}>
        <Icon name="copy" className="h-5 w-5" />
        {labels.copy}
      </Button>
      <p role="status" className="min-h-5 text-sm text-jade-400">
        {result ? labels[result] : ''}
      </p>
    </div>
  );
}
