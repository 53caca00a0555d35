'use client';

import { useCallback, useEffect, useRef } from 'react';
import { getAudioManager } from '@/features/audio';
import { effectSoundUrl, EFFECT_CLEAR_MS, EFFECT_MAX_MS } from './effect-media';
import { finishGiftEffect } from './store';

/** A gift effect's failure: logged, and the effect finishes as if it had ended. */
export function warnEffect(what: string, error?: unknown): void {
  console.warn(`[gift effect] ${what}`, error ?? '');
}

interface EffectLife {
  video: boolean;
  sound: boolean;
  clearing: boolean;
  timers: ReturnType<typeof setTimeout>[];
}

/** Both parts over: the gift clears EFFECT_CLEAR_MS later (once). */
function settle(life: EffectLife, giftId: number): void {
  if (!life.video || !life.sound || life.clearing) return;
  life.clearing = true;
  life.timers.push(setTimeout(() => finishGiftEffect(giftId), EFFECT_CLEAR_MS));
}

/**
 * Runs one effect's life: starts its sound (only when an audio manager exists and effect
 * sounds are on), and clears the gift EFFECT_CLEAR_MS after both the video and the sound ended
 * or failed. Returns `videoDone`, which the video calls on ended or error. A safety timer
 * finishes an effect whose video never reports (autoplay refused, stalled).
 */
export function useEffectDone(giftId: number, itemId: number): { videoDone: () => void } {
  const life = useRef<EffectLife>({ video: false, sound: false, clearing: false, timers: [] });

  useEffect(() => {
    const s = life.current;
    let alive = true;
    const soundOver = () => {
      s.sound = true;
      if (alive) settle(s, giftId);
    };
    const manager = getAudioManager();
    if (manager?.effectsOn()) {
      manager.playEffect(effectSoundUrl(itemId)).then(soundOver, (error: unknown) => {
        warnEffect(`sound of gift ${itemId} failed`, error);
        soundOver();
      });
    } else {
      s.sound = true;
    }
    s.timers.push(
      setTimeout(() => {
        if (s.video && s.sound) return;
        warnEffect(`gift ${itemId} did not finish in ${EFFECT_MAX_MS} ms`);
        s.video = true;
        s.sound = true;
        settle(s, giftId);
      }, EFFECT_MAX_MS),
    );
    return () => {
      alive = false;
      s.timers.forEach(clearTimeout);
    };
  }, [giftId, itemId]);

  const videoDone = useCallback(() => {
    life.current.video = true;
    settle(life.current, giftId);
  }, [giftId]);
  return { videoDone };
}
