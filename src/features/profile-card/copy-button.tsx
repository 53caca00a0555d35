'use client';

import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/ui/icon';

/** Account §9: the copy confirmation shows for 2 seconds. */
export const COPIED_MS = 2000;

/** A small copy button; `copiedText` (複製成功) replaces its label for 2 s after a copy. */
export function CopyButton({ value, label, copiedText }: { value: string; label: string; copiedText: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      return; // clipboard refused: the text stays on screen to copy by hand
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        onClick={copy}
        aria-label={label}
        className="flex h-8 w-8 items-center justify-center rounded-full text-mist-400 transition hover:bg-white/10 hover:text-white"
      >
        <Icon name="copy" className="h-4 w-4" />
      </button>
      {copied ? (
        <span role="status" className="absolute left-full top-1/2 ml-1 -translate-y-1/2 whitespace-nowrap rounded-full bg-jade-500/90 px-2 py-0.5 text-xs font-bold text-white">
          {copiedText}
        </span>
      ) : null}
    </span>
  );
}
