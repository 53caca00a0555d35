/**
 * The gifts' client state: the effect queue fed by 30181 pushes (one effect plays at a time,
 * the next when it cleared), the live room's gift list from 30231 and the player-gift rules.
 */
import { createStore } from '@/lib/create-store';
import { hasGiftEffect } from '@/protocol/gift-rules';
import type { GiftCatalogueItem, GiftPush, GiftTransferRules } from '@/protocol/gift';

export interface PlayerGiftTarget {
  PlayerID: number;
  Name: string;
}

export interface GiftsState {
  /** The effect on screen (null: none). */
  current: GiftPush | null;
  /** Effects waiting their turn, oldest first. */
  queue: GiftPush[];
  /** True while the draggable live mini window shows: the caption is hidden. */
  captionHidden: boolean;
  /** The catalogue from 30231 (null until asked). */
  catalogue: GiftCatalogueItem[] | null;
  transfer: GiftTransferRules | null;
  /** Whom the 贈禮 dialog gives to (null: closed). */
  playerGiftTarget: PlayerGiftTarget | null;
}

const initial = (): GiftsState => ({
  current: null,
  queue: [],
  captionHidden: false,
  catalogue: null,
  transfer: null,
  playerGiftTarget: null,
});

export const useGiftsStore = createStore<GiftsState>('gifts', initial);

/** A gift push: queued for its effect when it has one (42–49); a GiftID seen before is ignored. */
export function enqueueGiftEffect(push: GiftPush): void {
  if (!hasGiftEffect(push.ItemID)) return;
  useGiftsStore.setState((s) => {
    if (s.current?.GiftID === push.GiftID || s.queue.some((q) => q.GiftID === push.GiftID)) return s;
    return s.current ? { queue: [...s.queue, push] } : { current: push };
  });
}

/** The effect `giftId` cleared: the next one in the queue takes the screen. */
export function finishGiftEffect(giftId: number): void {
  useGiftsStore.setState((s) => {
    if (s.current?.GiftID !== giftId) return s;
    const [next = null, ...rest] = s.queue;
    return { current: next, queue: rest };
  });
}

/** The live mini window shows (true) or left (false): the effect caption hides meanwhile. */
export function setCaptionHidden(hidden: boolean): void {
  useGiftsStore.setState({ captionHidden: hidden });
}

export function openPlayerGift(target: PlayerGiftTarget): void {
  useGiftsStore.setState({ playerGiftTarget: target });
}

export function closePlayerGift(): void {
  useGiftsStore.setState({ playerGiftTarget: null });
}

/** Forgets everything (sign-out). */
export function resetGifts(): void {
  useGiftsStore.setState(initial());
}
