'use client';

import { useT } from 'next-i18next/client';
import { useEffect, useState } from 'react';
import type { GiftPush } from '@/protocol/gift';
import { effectVideoUrl, isIOS, REDUCED_MOTION_CAPTION_MS } from '../effect-media';
import { giftCaption } from '../gift-names';
import { useGiftsStore } from '../store';
import { useEffectDone, warnEffect } from '../use-effect-done';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function GiftEffect({ push, captionHidden }: { push: GiftPush; captionHidden: boolean }) {
  const { t } = useT('gifts');
  const { videoDone } = useEffectDone(push.GiftID, push.ItemID);
  const [reduced] = useState(prefersReducedMotion);
  const [ios] = useState(() => isIOS());

  // Reduced motion: no moving picture; the caption stands for a moment instead of the video.
  useEffect(() => {
    if (!reduced) return;
    const timer = setTimeout(videoDone, REDUCED_MOTION_CAPTION_MS);
    return () => clearTimeout(timer);
  }, [reduced, videoDone]);

  return (
    <div className="pointer-events-none absolute inset-0 z-40 flex flex-col items-center justify-center overflow-hidden" data-testid="gift-effect">
      {!reduced && (
        <video
          key={push.GiftID}
          className="w-full mix-blend-screen"
          src={effectVideoUrl(push.ItemID, ios)}
          autoPlay
          muted
          playsInline
          preload="auto"
          aria-hidden="true"
          onEnded={videoDone}
          onError={() => {
            warnEffect(`video of gift ${push.ItemID} failed`);
            videoDone();
          }}
        />
      )}
      {!captionHidden && (
        <p
          role="status"
          className="absolute bottom-[12%] max-w-[90%] rounded-full bg-night-950/70 px-4 py-1.5 text-center text-sm font-bold text-gold-300 ring-1 ring-gold-400/40 backdrop-blur-sm"
        >
          {giftCaption(t, push)}
        </p>
      )}
    </div>
  );
}

/**
 * The full-width gift effect over the live stream (account §2 "Gift effect overlay"): plays the
 * queued 30181 gifts one after the other, each video muted and inline, with its caption. The
 * caption hides while the draggable live mini window shows (`captionHidden`, or the store's
 * flag). Mount it inside a positioned box (the live room or the mini window).
 */
export function GiftEffectLayer({ captionHidden }: { captionHidden?: boolean }) {
  const current = useGiftsStore((s) => s.current);
  const storeHidden = useGiftsStore((s) => s.captionHidden);
  if (!current) return null;
  return <GiftEffect key={current.GiftID} push={current} captionHidden={captionHidden ?? storeHidden} />;
}
