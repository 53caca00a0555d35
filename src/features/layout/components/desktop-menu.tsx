'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from 'next-i18next/client';
import { stripLocale } from '@/i18n/locale-path';
import { useBrand } from '@/brand/brand-context';
import { TOP_MENU, activeItem, menuFor } from '../menu';
import { useLocale } from '@/i18n/use-locale';
import { MenuIntent, type OpenMenu } from '../menu-intent';
import { DesktopMenuItem } from './desktop-menu-item';

/**
 * Desktop top menu: dropdowns open on hover (with intent delays), keyboard focus and the
 * chevron button, which pins them; Escape, an outside click or a choice closes (../menu-intent.ts).
 */
export function DesktopMenu() {
  const { t } = useT('common');
  const locale = useLocale();
  const menu = menuFor(TOP_MENU, useBrand().features);
  const current = activeItem(menu, stripLocale(usePathname()));
  const [open, setOpen] = useState<OpenMenu>(null);
  const [intent] = useState(() => new MenuIntent({ onChange: setOpen }));
  const nav = useRef<HTMLElement>(null);
  const baseId = useId();

  useEffect(() => () => intent.dispose(), [intent]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) intent.close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, intent]);

  return (
    <nav ref={nav} aria-label={t('nav.mainMenu')} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {menu.map((item) => (
          <DesktopMenuItem
            key={item.label}
            item={item}
            locale={locale}
            active={item === current}
            open={open?.label === item.label}
            intent={intent}
            panelId={`${baseId}-${item.label}`}
          />
        ))}
      </ul>
    </nav>
  );
}
