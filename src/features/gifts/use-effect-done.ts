'use client';

import { useCallback, useEffect, useRef } from 'react';
import { getAudioManager } from '@/features/audio/audio-manager';
import { effectSoundUrl, EFFECT_CLEAR_MS, EFFECT_MAX_MS } from './effect-media';
import { finishGiftEffect } from './store';

/** A gift effect's failure: logged, and the effect finishes as if it had ended. */
export function warnEffect(what: string, error?: unknown): void {
  console.warn(`[gift effect] ${what}`, error ?? '');
}

/**
 * Runs one effect's life: starts its sound (only when an audio manager exists and effect
 * sounds are on), and clears the gift EFFECT_CLEAR_MS after both the video and the sound ended
 * or failed. Returns `videoDone`, which the video calls on ended or error. A safety timer
 * finishes an effect whose video never reports (autoplay refused, stalled).
 */
export function useEffectDone(giftId: number, itemId: number): { videoDone: () => void } {
  const state = useRef({ video: false, sound: false, clearing: false });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const check = useRef(() => {});
  check.current = () => {
    const s = state.current;
    if (!s.video || !s.sound || s.clearing) return;
    s.clearing = true;
    timers.current.push(setTimeout(() => finishGiftEffect(giftId), EFFECT_CLEAR_MS));
  };

  useEffect(() => {
    const s = state.current;
    let alive = true;
    const manager = getAudioManager();
    if (manager?.effectsOn()) {
      manager.playEffect(effectSoundUrl(itemId)).then(
        () => {
          s.sound = true;
          if (alive) check.current();
        },
        (error: unknown) => {
          warnEffect(`sound of gift ${itemId} failed`, error);
          s.sound = true;
          if (alive) check.current();
        },
      );
    } else {
      s.sound = true;
    }
    const all = timers.current;
    all.push(
      setTimeout(() => {
        if (s.video && s.sound) return;
        warnEffect(`gift ${itemId} did not finish in ${EFFECT_MAX_MS} ms`);
        s.video = true;
        s.sound = true;
        check.current();
      }, EFFECT_MAX_MS),
    );
    return () => {
      alive = false;
      all.forEach(clearTimeout);
    };
  }, [giftId, itemId]);

  const videoDone = useCallback(() => {
    state.current.video = true;
    check.current();
  }, []);
  return { videoDone };
}
