'use client';

import Link from '@/ui/link';
import { useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from 'next-i18next/client';
import type { Locale } from '@/i18n/locales';
import { Icon } from '@/ui/icon';
import { track } from '@/lib/analytics';
import { localePath } from '@/i18n/locale-path';
import type { MenuItem } from '../menu';
import type { MenuIntent } from '../menu-intent';

/** One top-menu entry with its dropdown (submenu and one more level inside it). */
export function DesktopMenuItem({
  item,
  locale,
  active,
  open,
  intent,
  panelId,
}: {
  item: MenuItem;
  locale: Locale;
  active: boolean;
  open: boolean;
  intent: MenuIntent;
  panelId: string;
}) {
  const { t } = useT('common');
  const toggle = useRef<HTMLButtonElement>(null);
  // A focus that comes with a pointer press is the click's, not the keyboard's: the click decides.
  const pressing = useRef(false);
  const hasChildren = Boolean(item.children?.length);
  const label = t(`nav.${item.label}`);
  const key = item.label;
  const mouse = (event: PointerEvent) => event.pointerType !== 'touch';

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) intent.close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      const inside = event.currentTarget.querySelector(`#${CSS.escape(panelId)}`)?.contains(document.activeElement);
      intent.close();
      // from inside the panel, focus goes back to the control that opens it
      if (inside) toggle.current?.focus();
    }
  };
  const go = (target: MenuItem) => {
    if (target.event) track(target.event, { from: 'topMenu' });
    intent.close();
  };

  return (
    <li
      className="relative"
      onPointerEnter={hasChildren ? (event) => mouse(event) && intent.enter(key) : undefined}
      onPointerLeave={hasChildren ? (event) => mouse(event) && intent.leave(key) : undefined}
      onPointerDown={() => {
        // the focus a press gives comes in this same task
        pressing.current = true;
        setTimeout(() => (pressing.current = false), 0);
      }}
      onFocus={
        hasChildren
          ? (event) => {
              // focus moving within the entry (Escape back to the chevron) opens nothing
              if (!pressing.current && !event.currentTarget.contains(event.relatedTarget as Node | null)) intent.focus(key);
            }
          : undefined
      }
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="flex items-center">
        <Link
          href={localePath(locale, item.href)}
          onClick={() => go(item)}
          aria-current={active ? 'page' : undefined}
          className={`relative flex min-h-11 items-center whitespace-nowrap rounded-full px-3 text-[15px] font-bold transition ${
            active ? 'text-gold-300' : 'text-mist-300 hover:text-white'
          } ${hasChildren ? 'pr-1' : ''}`}
        >
          {label}
          {active ? (
            <span aria-hidden="true" className="absolute inset-x-3 bottom-1 h-0.5 rounded-full bg-brand" />
          ) : null}
        </Link>
        {hasChildren ? (
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('nav.expand', { label })}
            onClick={() => intent.toggle(key)}
            className="flex h-11 w-7 items-center justify-center rounded-full text-mist-400 hover:text-white"
          >
            <Icon name="chevronDown" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
          </button>
        ) : null}
      </div>
      {hasChildren ? (
        <div
          id={panelId}
          hidden={!open}
          className="absolute left-1/2 top-full z-40 w-max min-w-[12rem] -translate-x-1/2 pt-2"
        >
          {/* The entries exist only while the panel is open: closed, they were 29 links that every
              page hydrated (and a phone never shows), 29 of the home page's 72 links. */}
          {open ? (
            <ul className="rounded-2xl bg-night-800 p-2 shadow-2xl shadow-black/60 ring-1 ring-gold-500/30">
              {item.children?.map((child) => (
                <li key={child.href + child.label}>
                  <Link
                    href={localePath(locale, child.href)}
                    onClick={() => go(child)}
                    className="flex min-h-11 items-center rounded-xl px-3 text-sm font-bold text-mist-300 transition hover:bg-white/10 hover:text-gold-300"
                  >
                    {t(`nav.${child.label}`)}
                  </Link>
                  {child.children?.length ? (
                    <ul className="mb-1 ml-3 border-l border-gold-500/20 pl-2">
                      {child.children.map((grandchild) => (
                        <li key={grandchild.href}>
                          <Link
                            href={localePath(locale, grandchild.href)}
                            onClick={() => go(grandchild)}
                            className="flex min-h-11 items-center rounded-xl px-3 text-sm text-mist-400 transition hover:bg-white/10 hover:text-gold-300"
                          >
                            {t(`nav.${grandchild.label}`)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
