'use client';

import type { MouseEvent } from 'react';
import { useT } from 'next-i18next/client';
import { useBrand } from '@/brand';
import { track } from '@/lib/analytics';
import { Icon } from '@/ui/icon';
import { DOWNLOAD_CLICK_EVENT, offeredKinds, type DownloadKind } from '../links';
import { keepsQr, useScreenLevel } from '../screen-level';
import { openDownloadQr } from '../store';

const ICON = { appStore: 'apple', googlePlay: 'google', apk: 'download' } as const;

/**
 * The store buttons and the APK button (account §2 "Download info") of the brand's links. On a
 * desktop screen (level 1–2) a button shows the QR to scan with a phone instead of leaving.
 */
export function DownloadButtons({ from }: { from: string }) {
  const { t } = useT('download');
  const { download } = useBrand();
  const level = useScreenLevel();

  const onClick = (kind: DownloadKind, link: string) => (event: MouseEvent) => {
    track(DOWNLOAD_CLICK_EVENT, { store: kind, from });
    if (level !== null && keepsQr(level)) {
      event.preventDefault();
      openDownloadQr(kind, link);
    }
  };

  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {offeredKinds(download).map((kind) => {
        const link = download[kind]!;
        return (
          <li key={kind}>
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClick(kind, link)}
              aria-label={t(kind)}
              className={`flex h-14 min-w-44 items-center gap-3 rounded-2xl px-4 ring-1 transition hover:-translate-y-0.5 hover:shadow-glow ${
                kind === 'apk'
                  ? 'bg-gradient-to-b from-jade-400 to-jade-600 text-white ring-jade-400/60'
                  : 'bg-night-950 text-white ring-white/25'
              }`}
            >
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-white/10">
                <Icon name={ICON[kind]} className="h-6 w-6" />
              </span>
              <span className="flex flex-col text-left leading-tight">
                <span className="text-[11px] opacity-80">{t(`${kind}Small`)}</span>
                <span className="text-base font-bold">{t(kind)}</span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
