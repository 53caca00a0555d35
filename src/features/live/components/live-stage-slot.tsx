'use client';

import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { loadChatOnDemand } from '@/features/on-demand';
import { useT } from 'next-i18next/client';
import { showToast } from '@/ui/toast-store';
import { clearEndedNotice, useStageStore } from '../stage-store';

// The player (react-player) and the mini window load only once a room is open, through the chat
// socket's modules (a room needs them anyway), so they share the live and chat code loaded there.
const LiveStageHost = dynamic(
  () =>
    loadChatOnDemand()
      .then((m) => m.loadLiveStageHost())
      .then((m) => m.LiveStageHost),
  { ssr: false },
);

/**
 * The live stream's one home in the app shell: while the player is in a room, the stream
 * plays here and keeps playing across route changes (in the live page's box, or in the
 * draggable mini window on every other page).
 */
export function LiveStageSlot() {
  const { t } = useT('live');
  const open = useStageStore((s) => s.stage !== null);
  const ended = useStageStore((s) => s.ended);
  useEffect(() => {
    if (ended === null) return;
    showToast(t('mini.ended', { title: ended || t('title') }));
    clearEndedNotice();
  }, [ended, t]);
  return open ? <LiveStageHost /> : null;
}
