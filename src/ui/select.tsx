'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './icon';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A dropdown select (button + listbox). Keyboard: Enter/Space/arrows open; arrows, Home,
 * End move; Enter/Space pick; Escape/Tab close. A click outside closes.
 * @example <Select label="語言" options={[{ value: 'zh_tw', label: '繁體中文' }]} value={lng} onChange={setLng} />
 */
export function Select<V extends string>({
  options,
  value,
  onChange,
  label,
  icon,
  align = 'left',
  className = '',
  buttonClassName = '',
  compact = false,
}: {
  options: readonly SelectOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the control. */
  label: string;
  /** Leading icon in the button. */
  icon?: ReactNode;
  /** Which edge the list aligns to. */
  align?: 'left' | 'right';
  className?: string;
  buttonClassName?: string;
  /** Below the `sm` breakpoint the button shows only its icon (the accessible name stays). */
  compact?: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const selected = options[selectedIndex];

  useEffect(() => {
    if (!open) return;
    list.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const show = (index = selectedIndex) => {
    setActive(index);
    setOpen(true);
  };

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const pick = (index: number) => {
    const option = options[index];
    if (option && option.value !== value) onChange(option.value);
    close();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      show();
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive(move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={root} className={`relative ${className}`}>
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-label={`${label}: ${selected?.label ?? ''}`}
        onClick={() => (open ? close() : show())}
        onKeyDown={onButtonKeyDown}
        className={`flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-night-950/50 px-3 text-sm text-mist-300 ring-1 ring-white/15 transition hover:text-white hover:ring-gold-400/50 ${buttonClassName}`}
      >
        {icon}
        <span className={`truncate ${compact ? 'hidden sm:inline' : ''}`}>{selected?.label}</span>
        <Icon
          name="chevronDown"
          className={`h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''} ${compact ? 'hidden sm:block' : ''}`}
        />
      </button>
      {open ? (
        <ul
          ref={list}
          id={`${id}-list`}
          role="listbox"
          tabIndex={-1}
          aria-label={label}
          aria-activedescendant={`${id}-option-${active}`}
          onKeyDown={onListKeyDown}
          className={`absolute top-full z-40 mt-2 min-w-full overflow-hidden rounded-2xl bg-night-800 py-1 shadow-2xl ring-1 ring-gold-500/30 outline-none ${
            align === 'right' ? 'right-0' : 'left-0'
          }`}
        >
          {options.map((option, index) => {
            const isSelected = option.value === value;
            return (
              <li
                key={option.value}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={isSelected}
                onClick={() => pick(index)}
                onPointerMove={() => setActive(index)}
                className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 whitespace-nowrap px-4 text-sm ${
                  index === active ? 'bg-white/10 text-white' : 'text-mist-300'
                } ${isSelected ? 'font-bold text-gold-300' : ''}`}
              >
                {option.label}
                {isSelected ? <Icon name="check" className="h-4 w-4 text-gold-400" /> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
