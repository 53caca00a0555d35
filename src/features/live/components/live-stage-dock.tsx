'use client';

import { useT } from 'next-i18next/client';
import { Button } from '@/ui/button';
import { SvgImage } from '@/ui/svg-image';
import { openRoom } from '../actions';
import { setStageDock, useStageStore } from '../stage-store';
import { useLiveStore } from '../store';
import { BACKDROP, SleepingPlaceholder } from './sleeping-placeholder';

/**
 * The stage's poster (public/images/live-stage.svg): curtains and spotlights, the player box's
 * bottom layer in every state. It is in the page's HTML and is the page's largest paint, painted
 * with the first frame whenever that frame comes: the stream, the closed room's backdrop and the
 * failed join's shade cover it.
 */
export const STAGE_POSTER = '/images/live-stage.svg';

/** What the box says when no stream plays: joining, the room closed, no live at all, or a failed join. */
function StageState() {
  const { t } = useT('live');
  const phase = useLiveStore((s) => s.phase);
  const room = useLiveStore((s) => s.room);
  if (phase === 'joining' || phase === 'none') {
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2" role="status">
        <span aria-hidden="true" className="relative h-8 w-8 animate-spin-late rounded-full border-2 border-gold-400/30 border-t-gold-400" />
        <p className="relative rounded-full bg-night-950/60 px-3 py-0.5 text-sm text-mist-300">{t('state.joining')}</p>
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-night-950/85 px-6 text-center">
        <p className="text-sm text-mist-300">{t('state.failed')}</p>
        <Button variant="secondary" onClick={() => void openRoom(room?.RoomID ?? null)}>{t('state.retry')}</Button>
      </div>
    );
  }
  return (
    <div className={`absolute inset-0 bg-night-950 ${BACKDROP}`} data-testid="live-closed">
      <div className="absolute inset-x-0 top-0 h-3/5">
        <SleepingPlaceholder mode="ended" />
      </div>
      <div className="absolute inset-x-0 bottom-0 px-4 pb-4 pt-2 text-center">
        <p className="text-lg font-black text-gold-300">{room ? t('state.closedTitle') : t('state.noLiveTitle')}</p>
        <p className="mt-1 text-xs text-mist-300">{room ? t('state.closedBody') : t('state.noLiveBody')}</p>
      </div>
    </div>
  );
}

/**
 * The live page's player box (16:9, relatively positioned). While the page shows, the app
 * shell's stream moves into it (ref → stage store); when the page goes, it moves on into the
 * mini window. Gift effects go over it, inside the player.
 */
export function LiveStageDock() {
  const streaming = useStageStore((s) => s.stage !== null);
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-night-950 sm:rounded-2xl sm:ring-1 sm:ring-gold-500/30">
      <SvgImage src={STAGE_POSTER} alt="" width={1600} height={900} preload fetchPriority="high" className="absolute inset-0 h-full w-full object-cover" />
      <div ref={setStageDock} className="absolute inset-0" data-testid="live-dock" />
      {streaming ? null : <StageState />}
    </div>
  );
}
