/** The live room's code that loads on demand (./feature imports it once a chat socket starts). */
import type { FeatureModule } from '@/features/feature-module';
import { registerLiveHandlers, resetLive } from './handlers';

/** The on-demand part of the live feature. */
export const liveModule: FeatureModule = {
  register: (sockets) => registerLiveHandlers(sockets.chat),
  reset: resetLive,
};
