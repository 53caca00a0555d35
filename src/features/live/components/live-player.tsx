'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import ReactPlayer from 'react-player';
import { useT } from 'next-i18next/client';
import { setStageMuted, useStageStore } from '../stage-store';
import { StreamWatchdog, bufferAhead } from '../stream-watchdog';
import { checkStreamInfo, followStream, type CheckStream } from '../stream-refresh';
import { FullscreenIcon, SpeakerIcon } from './player-icons';
import { SleepingPlaceholder } from './sleeping-placeholder';
import { GiftEffectLayer } from '@/features/gifts';

/** The video cannot play on from what it holds (readyState below HAVE_FUTURE_DATA). */
function starved(element: HTMLVideoElement | null): boolean {
  return !element || element.readyState < 3;
}

const CONTROL =
  'pointer-events-auto flex h-11 w-11 items-center justify-center rounded-full bg-night-950/70 text-white ring-1 ring-white/20 backdrop-blur transition hover:bg-night-950/90 hover:text-gold-300 active:scale-95';

/**
 * The stream (chat spec §4, §9) through react-player: mounted 3 s after the stream is set,
 * inline, muted autoplay (browsers refuse sound without a tap) with a sound button; the
 * sleeping placeholder while it does not play; reloaded (mounted anew) when it is not playing
 * 5 s after loading or its buffer stays empty 800 ms after a stall. Before a reload it asks
 * the room's stream (get_info through `checkStream`): the new player plays the URL answered, a
 * closed room closes, no answer reloads what played (decision 324). The box is relatively
 * positioned: overlays such as gift effects go inside it. `compact` (the mini window, whose
 * title bar has the fullscreen button): a smaller placeholder and only the sound button.
 */
export function LivePlayer({ url, compact = false, checkStream = checkStreamInfo }: { url: string; compact?: boolean; checkStream?: CheckStream }) {
  const { t } = useT('live');
  const muted = useStageStore((s) => s.muted);
  const [dog] = useState(() => new StreamWatchdog({ beforeReload: () => followStream(checkStream) }));
  const snapshot = useSyncExternalStore(dog.subscribe, dog.getSnapshot, dog.getSnapshot);
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement | null>(null);

  useEffect(() => {
    dog.start(url);
    return () => dog.dispose();
  }, [dog, url]);

  const fullscreen = () => {
    const element = box.current;
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void element.requestFullscreen?.().catch(() => undefined);
  };

  const showPlayer = snapshot.phase !== 'delay';
  return (
    <div ref={box} className="relative h-full w-full overflow-hidden bg-night-950" aria-label={t('player.label')} role="region">
      {showPlayer ? (
        <ReactPlayer
          key={snapshot.generation}
          ref={video}
          src={snapshot.source}
          playing
          muted={muted}
          playsInline
          loop
          width="100%"
          height="100%"
          style={{ objectFit: 'contain', background: 'transparent' }}
          onPlaying={() => dog.playing()}
          onWaiting={() => dog.waiting(() => bufferAhead(video.current))}
          // Browsers may report `stalled` while a fully buffered video plays on: only a starved one counts.
          onStalled={() => {
            if (starved(video.current)) dog.waiting(() => bufferAhead(video.current));
          }}
          onTimeUpdate={() => {
            if (!starved(video.current) && !video.current?.paused) dog.playing();
          }}
          onError={() => dog.waiting(() => 0)}
        />
      ) : null}
      {/* Gift effects play over the stream; in the draggable mini window without the caption (account §2). */}
      <GiftEffectLayer captionHidden={compact} />
      {snapshot.phase === 'playing' ? null : (
        <SleepingPlaceholder mode={snapshot.phase === 'stalled' ? 'sleeping' : 'starting'} compact={compact} />
      )}
      <div className="pointer-events-none absolute bottom-2 right-2 flex gap-2">
        <button type="button" className={CONTROL} onClick={() => setStageMuted(!muted)} aria-label={muted ? t('player.unmute') : t('player.mute')} aria-pressed={!muted}>
          <SpeakerIcon muted={muted} />
        </button>
        {compact ? null : (
          <button type="button" className={CONTROL} onClick={fullscreen} aria-label={t('player.fullscreen')}>
            <FullscreenIcon />
          </button>
        )}
      </div>
    </div>
  );
}
