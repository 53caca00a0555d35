'use client';

import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { useT } from 'next-i18next/client';
import { stripLocale } from '@/i18n/locale-path';
import { useBrand } from '@/brand/brand-context';
import { TOP_MENU, activeItem, menuFor } from '../menu';
import { useLocale } from '@/i18n/use-locale';
import { DesktopMenuItem } from './desktop-menu-item';

/** Desktop top menu: dropdowns open on hover, focus and the chevron button; Escape closes. */
export function DesktopMenu() {
  const { t } = useT('common');
  const locale = useLocale();
  const menu = menuFor(TOP_MENU, useBrand().features);
  const current = activeItem(menu, stripLocale(usePathname()));
  const [openLabel, setOpenLabel] = useState<string | null>(null);
  const baseId = useId();

  return (
    <nav aria-label={t('nav.mainMenu')} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {menu.map((item) => (
          <DesktopMenuItem
            key={item.label}
            item={item}
            locale={locale}
            active={item === current}
            open={openLabel === item.label}
            onOpenChange={(open) => setOpenLabel(open ? item.label : null)}
            panelId={`${baseId}-${item.label}`}
          />
        ))}
      </ul>
    </nav>
  );
}
