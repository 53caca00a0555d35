'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useT } from 'next-i18next/client';
import { MailNavButton } from '@/features/mail';
import { Icon } from '@/ui/icon';
import { useLatch } from '@/ui/use-latch';
import { BalancePill } from './balance-pill';
import { BrandLogo } from './brand-logo';
import { DesktopMenu } from './desktop-menu';
import { LanguageSwitcher } from './language-switcher';
import { PlayerChip } from './player-chip';

// The phone menu is fetched on its first opening, not with every page.
const NavDrawer = dynamic(() => import('./nav-drawer').then((m) => m.NavDrawer), { ssr: false });

/** The sticky top bar: logo, language, balance, player chip; the menu in a second row (a drawer below xl). */
export function TopNav() {
  const { t } = useT('common');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useLatch(drawerOpen);

  return (
    <header className="sticky top-0 z-30 border-b border-gold-500/15 bg-night-900/85 pt-[env(safe-area-inset-top)] shadow-[0_8px_30px_rgb(0_0_0/0.35)] backdrop-blur-md">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-full focus:bg-gold-400 focus:px-4 focus:py-2 focus:text-night-950"
      >
        {t('common.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label={t('nav.openMenu')}
          aria-expanded={drawerOpen}
          aria-controls="nav-drawer"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-mist-300 hover:bg-white/10 hover:text-white xl:hidden"
        >
          <Icon name="menu" />
        </button>
        <BrandLogo />
        <div className="min-w-0 flex-1" />
        <LanguageSwitcher className="shrink-0" />
        <BalancePill className="hidden shrink-0 sm:flex" />
        <MailNavButton className="hidden sm:flex" />
        <PlayerChip />
      </div>
      {/* On a phone the top row has no room left: the balance gets a slim row of its own. */}
      <div className="flex justify-end px-3 pb-2 empty:hidden sm:hidden">
        <BalancePill className="flex" />
      </div>
      {/* The eight menu entries need their own row: beside logo, language and player chip
          they would not fit a 1280 px screen. */}
      <div className="hidden border-t border-white/5 xl:block">
        <div className="mx-auto flex max-w-7xl justify-center px-4">
          <DesktopMenu />
        </div>
      </div>
      {drawerOpened ? <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} /> : null}
    </header>
  );
}
