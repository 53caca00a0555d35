'use client';

import dynamic from 'next/dynamic';
import { useDownloadStore } from '../store';
import { DownloadFloat } from './download-float';

const QrModal = dynamic(() => import('./qr-modal').then((m) => m.QrModal), { ssr: false });

/** The floating 立即下載 tab and the 下載遊戲 QR modal (its QR code loads when it first opens). */
export function DownloadSlot() {
  const qr = useDownloadStore((s) => s.qr);
  return (
    <>
      <DownloadFloat />
      {qr ? <QrModal key={qr.link} kind={qr.kind} link={qr.link} /> : null}
    </>
  );
}
