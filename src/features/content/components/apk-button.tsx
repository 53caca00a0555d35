'use client';

import { DOWNLOAD_CLICK_EVENT } from '@/features/download';
import { track } from '@/lib/analytics';
import { Icon } from '@/ui/icon';

/** The APK download button; the click is reported like the download feature's buttons. */
export function ApkButton({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      download
      rel="noopener"
      onClick={() => track(DOWNLOAD_CLICK_EVENT, { store: 'apk', from: 'purchaseAPK' })}
      className="inline-flex h-14 min-w-52 items-center justify-center gap-3 rounded-2xl bg-gradient-to-b from-jade-400 to-jade-600 px-6 text-lg font-black text-white shadow-[0_0_18px_rgb(34_181_115/0.35)] ring-1 ring-jade-400/60 transition hover:-translate-y-0.5"
    >
      <Icon name="download" className="h-6 w-6" />
      {label}
    </a>
  );
}
