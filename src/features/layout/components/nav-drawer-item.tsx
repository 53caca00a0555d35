'use client';

import Link from '@/ui/link';
import { useId } from 'react';
import { useT } from 'next-i18next/client';
import { Icon } from '@/ui/icon';
import { track } from '@/lib/analytics';
import { localePath } from '@/i18n/locale-path';
import type { MenuItem } from '../menu';
import { useLocale } from '@/i18n/use-locale';

/** One drawer entry: the section link, and an accordion with its submenu (two levels). */
export function NavDrawerItem({
  item,
  path,
  active,
  expanded,
  onToggle,
  onNavigate,
}: {
  item: MenuItem;
  path: string;
  active: boolean;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const { t } = useT('common');
  const locale = useLocale();
  const panelId = useId();
  const label = t(`nav.${item.label}`);

  const go = (target: MenuItem) => {
    if (target.event) track(target.event, { from: 'drawer' });
    onNavigate();
  };
  const linkClass = (target: MenuItem, depth: number) =>
    `flex min-h-11 items-center rounded-xl px-3 transition hover:bg-white/10 ${
      target.href === path ? 'text-gold-300' : depth === 1 ? 'text-mist-300' : 'text-mist-400'
    } ${depth === 1 ? 'text-[15px] font-bold' : 'text-sm'}`;

  return (
    <li>
      <div className={`flex items-center rounded-2xl ${active ? 'bg-white/5 ring-1 ring-gold-500/30' : ''}`}>
        <Link
          href={localePath(locale, item.href)}
          onClick={() => go(item)}
          aria-current={active ? 'page' : undefined}
          className={`flex min-h-12 flex-1 items-center gap-3 rounded-2xl px-3 text-base font-bold ${active ? 'text-gold-300' : 'text-white'}`}
        >
          {item.icon ? (
            <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-night-800 text-gold-400 ring-1 ring-white/10">
              <Icon name={item.icon} className="h-5 w-5" />
            </span>
          ) : null}
          {label}
        </Link>
        {item.children?.length ? (
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={panelId}
            aria-label={t('nav.expand', { label })}
            className="flex h-12 w-12 items-center justify-center rounded-2xl text-mist-300 hover:text-white"
          >
            <Icon name="chevronDown" className={`h-5 w-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
          </button>
        ) : null}
      </div>
      {item.children?.length ? (
        <ul id={panelId} hidden={!expanded} className="ml-7 mt-1 border-l border-gold-500/20 pl-3">
          {item.children.map((child) => (
            <li key={child.href + child.label}>
              <Link href={localePath(locale, child.href)} onClick={() => go(child)} className={linkClass(child, 1)}>
                {t(`nav.${child.label}`)}
              </Link>
              {child.children?.length ? (
                <ul className="ml-3 border-l border-white/10 pl-3">
                  {child.children.map((grandchild) => (
                    <li key={grandchild.href}>
                      <Link
                        href={localePath(locale, grandchild.href)}
                        onClick={() => go(grandchild)}
                        className={linkClass(grandchild, 2)}
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
    </li>
  );
}
