/**
 * Gifts as one feature module for the session's list. Nothing of it is in a visitor's first
 * download: its store, push handler and sockets load once a chat socket starts (signed in).
 */
import type { FeatureModule } from '@/features/feature-module';
import { lazyFeature } from '@/features/lazy-feature';
import { loadChatOnDemand } from '@/features/on-demand';

export const giftsFeature: FeatureModule = lazyFeature(() => loadChatOnDemand().then((m) => m.giftsModule), {
  when: (sockets) => sockets.chat.getState() !== 'idle',
});
