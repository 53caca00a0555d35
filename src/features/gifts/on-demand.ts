/**
 * The gifts' code that loads on demand (./feature imports it once a chat socket starts): the
 * 30181 push handler and the reset.
 */
import type { FeatureModule } from '@/features/feature-module';
import { Op, type Reply } from '@/protocol';
import type { GiftPush } from '@/protocol/gift';
import { enqueueGiftEffect, resetGifts } from './store';

/** A 30181 push (validated by the socket against its schema) into the effect queue. */
export function onGiftPush(reply: Reply<GiftPush>): void {
  if (reply.Result) enqueueGiftEffect(reply.Result);
}

export const giftsModule: FeatureModule = {
  register: (sockets) => sockets.chat.on(Op.LiveGiftPush, onGiftPush),
  reset: resetGifts,
};
