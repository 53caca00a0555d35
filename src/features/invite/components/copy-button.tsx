'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/ui/button';

/** Copy confirmation time (account §9: 2 s). */
export const COPIED_MS = 2000;

/** Copies `text`; shows `copiedLabel` for 2 s after a copy (the clipboard refused: nothing). */
export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      // Clipboard refused (permissions): the text stays visible to copy by hand.
    }
  };
  return (
    <Button variant="secondary" onClick={copy} aria-live="polite" className="min-w-28">
      {copied ? copiedLabel : label}
    </Button>
  );
}
