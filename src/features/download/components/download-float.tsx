'use client';

import Link from '@/ui/link';
import { usePathname } from 'next/navigation';
import { useT } from 'next-i18next/client';
import { useBrand } from '@/brand';
import { track } from '@/lib/analytics';
import { localePath, stripLocale } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Icon } from '@/ui/icon';
import { useClientSnapshot } from '@/ui/use-client-snapshot';
import { usePageSettled } from '@/ui/use-page-settled';
import { DOWNLOAD_CLICK_EVENT, mobileOs, offeredKinds, osLink } from '../links';
import { showsFloat, useScreenLevel } from '../screen-level';
import { dismissDownloadFloat, useDownloadStore } from '../store';

/** How far the tab slides out when hidden (account §2, §9: hidden offset 180 px). */
export const FLOAT_HIDDEN_OFFSET = 180;

const noop = () => () => {};
const noDevice = () => null;
const deviceOs = () => (typeof navigator === 'undefined' ? null : mobileOs(navigator.userAgent, navigator.maxTouchPoints));

/**
 * The floating 立即下載 tab on the right edge (at most 180 px wide, so the hidden offset takes it
 * fully off screen): it slides in at screen level 4 and above (phone
 * sizes) and out otherwise, or once the player closes it; hidden, it sits 180 px to the right.
 * It opens the link of the phone's OS, else the download page. Not shown on the download page.
 * On a page that just opened it slides in once the page has settled (usePageSettled, about 2 s):
 * its slide is 300 ms of frames drawn while the page is still starting.
 */
export function DownloadFloat() {
  const { t } = useT('download');
  const { download } = useBrand();
  const locale = useLocale();
  const pathname = usePathname() ?? '';
  const level = useScreenLevel();
  const dismissed = useDownloadStore((s) => s.floatDismissed);
  const settled = usePageSettled();
  const os = useClientSnapshot(noop, deviceOs, noDevice);
  const route = stripLocale(pathname);
  // Every page (account §2, §9; issue 40 item 3) but the download page itself and the game and
  // replay windows, where the game owns the whole screen. On the play screens the tab sits above
  // the chat launcher (and the live room's chat input), which own the lower right corner.
  const gameWindow = route === '/play' || route.startsWith('/play/') || route === '/play-game/now';
  if (offeredKinds(download).length === 0 || route === '/download' || gameWindow) return null;
  const playScreen = route.startsWith('/play-game/');

  const shown = settled && showsFloat(level) && !dismissed;
  const direct = os ? osLink(download, os) : null;
  const label = t('float');
  const body = (
    <>
      <Icon name="download" className="h-5 w-5" />
      <span className="truncate">{label}</span>
    </>
  );
  const tab = 'flex h-12 min-w-0 items-center gap-2 rounded-l-full bg-gradient-to-b from-gold-300 to-gold-500 pl-4 pr-3 text-sm font-black text-night-950 shadow-glow';

  return (
    <div
      data-testid="download-float"
      data-shown={shown}
      aria-hidden={!shown}
      inert={!shown}
      style={{ transform: shown ? 'translateX(0)' : `translateX(${FLOAT_HIDDEN_OFFSET}px)` }}
      // Low on the right edge, above the back-to-top button, where it covers the least of a page;
      // on the play screens above the chat launcher (8.5rem + its 4rem and ring + a gap).
      className={`fixed ${playScreen ? 'bottom-[calc(14.5rem+env(safe-area-inset-bottom))]' : 'bottom-[calc(8.25rem+env(safe-area-inset-bottom))]'} right-0 z-20 flex max-w-[180px] items-center transition-transform duration-modal ease-out motion-reduce:transition-none`}
    >
      <button
        type="button"
        onClick={dismissDownloadFloat}
        aria-label={t('floatClose')}
        className="mr-1 flex h-11 w-8 items-center justify-center rounded-full text-mist-300 hover:text-white"
      >
        <Icon name="close" className="h-4 w-4" />
      </button>
      {direct ? (
        <a href={direct} target="_blank" rel="noopener noreferrer" className={tab} onClick={() => track(DOWNLOAD_CLICK_EVENT, { store: os, from: 'float' })}>
          {body}
        </a>
      ) : (
        <Link href={localePath(locale, '/download')} className={tab} onClick={() => track(DOWNLOAD_CLICK_EVENT, { from: 'float' })}>
          {body}
        </Link>
      )}
    </div>
  );
}
