'use client';

import { useEffect } from 'react';
import { errorMessage } from '@/protocol/errors';
import { showToast } from '@/ui/toast-store';
import { useBigWinStore } from '../store';
import { useBigWinT } from '../texts';
import { VaultNotice } from './vault-notice';
import { WinBanner } from './win-banner';

/**
 * What the big-win promotion shows on every signed-in page: the win banner (one at a time,
 * 4 s each), a received vault code, and a refused status request as a toast with its message
 * and code (chat §8).
 */
export function BigWinSlot() {
  const banner = useBigWinStore((s) => s.banner);
  const vault = useBigWinStore((s) => s.vault);
  const error = useBigWinStore((s) => s.error);
  const { t, tb, ready } = useBigWinT();

  useEffect(() => {
    if (!error || !ready) return;
    const message = error.message.trim() || errorMessage(t, { code: error.code }) || String(error.code);
    showToast(tb('error', { message, code: error.code }), { tone: 'error', duration: 4000 });
    // Once per refusal (seq), whatever else re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error?.seq, ready]);

  if (!banner && !vault) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={ready ? tb('banner.region') : undefined}
      className="pointer-events-none fixed inset-x-0 top-0 z-[85] flex flex-col items-center gap-2 px-2 pt-[max(0.25rem,env(safe-area-inset-top))]"
    >
      {banner ? <WinBanner key={banner.seq} banner={banner} /> : null}
      {vault ? <VaultNotice alert={vault} /> : null}
    </div>
  );
}
