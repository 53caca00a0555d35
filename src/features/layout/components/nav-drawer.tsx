'use client';

import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from 'next-i18next/client';
import { ICON_BUTTON } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { useHydrated } from '@/ui/use-client-snapshot';
import { useFocusTrap } from '@/ui/use-focus-trap';
import { usePresence } from '@/ui/use-presence';
import { useScrollLock } from '@/ui/use-scroll-lock';
import { stripLocale } from '@/i18n/locale-path';
import { useBrand } from '@/brand/brand-context';
import { TOP_MENU, activeItem, menuFor } from '../menu';
import { BrandLogo } from './brand-logo';
import { NavDrawerItem } from './nav-drawer-item';

/** The phone/tablet menu: a drawer from the left with accordion submenus. */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT('common');
  const path = stripLocale(usePathname());
  const panel = useRef<HTMLDivElement>(null);
  const { mounted, visible } = usePresence(open);
  const isClient = useHydrated();
  // The section the player is in starts expanded.
  const menu = menuFor(TOP_MENU, useBrand().features);
  const current = activeItem(menu, path);
  const [expanded, setExpanded] = useState<string | null>(() => (current?.children ? current.label : null));

  useScrollLock(open && mounted);
  useFocusTrap(panel, open && mounted && isClient, { zIndex: 45, onEscape: onClose });

  if (!mounted || !isClient) return null;

  return createPortal(
    <div
      className={`fixed inset-0 z-[45] transition-opacity duration-modal xl:hidden ${visible ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
    >
      <div aria-hidden="true" className="absolute inset-0 bg-night-950/70 backdrop-blur-sm" onClick={onClose} />
      <div
        ref={panel}
        id="nav-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.mainMenu')}
        tabIndex={-1}
        className={`absolute inset-y-0 left-0 flex w-[min(86vw,22rem)] flex-col bg-gradient-to-b from-plum-900 via-night-900 to-night-950 shadow-2xl ring-1 ring-gold-500/20 outline-none transition-transform duration-modal ease-out ${
          visible ? 'translate-x-0' : '-translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between gap-2 border-b border-white/10 px-3 pb-2 pt-[max(0.5rem,env(safe-area-inset-top))]">
          <BrandLogo />
          <button
            type="button"
            onClick={onClose}
            aria-label={t('nav.closeMenu')}
            className={ICON_BUTTON}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('nav.mainMenu')} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <ul className="flex flex-col gap-1">
            {menu.map((item) => (
              <NavDrawerItem
                key={item.label}
                item={item}
                path={path}
                active={item === current}
                expanded={expanded === item.label}
                onToggle={() => setExpanded(expanded === item.label ? null : item.label)}
                onNavigate={onClose}
              />
            ))}
          </ul>
        </nav>
      </div>
    </div>,
    document.body,
  );
}
