'use client';

import { useEffect } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useT } from 'next-i18next/client';
import { Dialog } from '@/ui/dialog';
import { kindOs, type DownloadKind } from '../links';
import { keepsQr, useScreenLevel } from '../screen-level';
import { closeDownloadQr } from '../store';

/** QR size and error level of account §9 / §2 ("QR size 220, low error level"). */
export const QR_SIZE = 220;
export const QR_LEVEL = 'L';
/** Download modal max width (account §9). */
export const QR_MODAL_MAX_WIDTH = 300;

/**
 * 下載遊戲 (account §2 "Download info"): the QR of the mobile OS link with a close button; it
 * closes by itself once the screen level goes above 2 (a phone-sized window installs directly).
 */
export function QrModal({ kind, link }: { kind: DownloadKind; link: string }) {
  const { t } = useT('download');
  const level = useScreenLevel();
  const keep = keepsQr(level);
  useEffect(() => {
    if (!keep) closeDownloadQr();
  }, [keep]);

  return (
    <Dialog open={keep} onClose={closeDownloadQr} title={t('qrTitle')} maxWidth={QR_MODAL_MAX_WIDTH} closeOnBackdrop>
      <div className="flex flex-col items-center gap-3">
        <div className="rounded-2xl bg-white p-3 shadow-glow">
          <QRCodeSVG value={link} size={QR_SIZE} level={QR_LEVEL} role="img" aria-label={t('qrLabel', { store: t(kind) })} />
        </div>
        <p className="text-center text-sm text-mist-300">{t(`qrHint.${kindOs(kind)}`)}</p>
      </div>
    </Dialog>
  );
}
