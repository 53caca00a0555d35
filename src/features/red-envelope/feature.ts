/**
 * Red envelopes as one feature module for the session's list. Nothing of it is in a first
 * visit's JavaScript: the module loads once the lobby socket starts (someone signed in).
 */
import type { FeatureModule } from '@/features/feature-module';
import { lazyFeature } from '@/features/lazy-feature';
import { loadLobbyOnDemand } from '@/features/on-demand';

export const redEnvelopeFeature: FeatureModule = lazyFeature(() => loadLobbyOnDemand().then((m) => m.redEnvelopeModule), {
  when: (sockets) => sockets.lobby.getState() !== 'idle',
});
