/**
 * The on-demand part of the red envelope feature (./feature imports it once the lobby socket
 * starts). On the first ready lobby socket of a session it asks 12810 once, for a brand that
 * offers sending, to learn the permission; a reset forgets it.
 */
import { getBrand, isBrandId } from '@/brand/get-brand';
import type { FeatureModule } from '@/features/feature-module';
import { learnPermission, resetRedEnvelopes } from './actions';
import { bindLobby } from './requests';

/** The page's brand (the root element's data-brand) offers sending envelopes. */
export function pageOffersEnvelopes(): boolean {
  const id = typeof document === 'undefined' ? undefined : document.documentElement.dataset.brand;
  return isBrandId(id) && getBrand(id).features.redEnvelope;
}

export function createRedEnvelopeModule(offers: () => boolean = pageOffersEnvelopes): FeatureModule {
  let asked = false;
  return {
    register: (sockets) => bindLobby(sockets.lobby),
    onReady(kind) {
      if (kind !== 'lobby' || asked || !offers()) return;
      asked = true;
      void learnPermission();
    },
    reset() {
      asked = false;
      resetRedEnvelopes();
    },
  };
}

export const redEnvelopeModule: FeatureModule = createRedEnvelopeModule();
