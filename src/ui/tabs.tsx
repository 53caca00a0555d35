'use client';

import { useRef, type KeyboardEvent } from 'react';
import { RedDot } from './red-dot';

export interface TabItem<V extends string> {
  value: V;
  label: string;
  /** Unread count shown as a red badge (99+ cap). */
  badge?: number;
}

/**
 * A tab bar (roving focus: arrows, Home, End select). The owner renders the panel; pass
 * `panelId` to link tabs to it with aria-controls.
 * @example <Tabs ariaLabel="聊天" items={[{ value: 'public', label: '公開' }]} value={tab} onChange={setTab} />
 */
export function Tabs<V extends string>({
  items,
  value,
  onChange,
  ariaLabel,
  panelId,
  className = '',
}: {
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  ariaLabel: string;
  panelId?: string;
  className?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.value);
    refs.current[items.indexOf(item)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div
      role="tablist"
      aria-label={ariaLabel}
      className={`flex gap-1 overflow-x-auto rounded-full bg-night-950/60 p-1 ring-1 ring-white/10 ${className}`}
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`relative flex min-h-11 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-4 text-sm font-bold transition ${
              selected
                ? 'bg-gradient-to-b from-gold-300 to-gold-500 text-night-950 shadow-glow'
                : 'text-mist-300 hover:text-white'
            }`}
          >
            {item.label}
            <RedDot count={item.badge ?? 0} />
          </button>
        );
      })}
    </div>
  );
}
