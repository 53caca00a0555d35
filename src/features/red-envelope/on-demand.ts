/**
 * The on-demand part of the red envelope feature (./feature imports it once the lobby socket
 * starts): it registers no handler (every envelope request answers its own `request()`, on
 * `getSockets().lobby`) and reports a ready lobby socket, so the send permission is asked once
 * per session (./permission); a reset forgets every envelope state.
 */
import type { FeatureModule } from '@/features/feature-module';
import { resetRedEnvelopes } from './actions';
import { lobbySocketReady, resetPermissionAsk } from './permission';

export function createRedEnvelopeModule(): FeatureModule {
  return {
    register: () => () => {},
    onReady(kind) {
      if (kind === 'lobby') lobbySocketReady();
    },
    reset() {
      resetPermissionAsk();
      resetRedEnvelopes();
    },
  };
}

export const redEnvelopeModule: FeatureModule = createRedEnvelopeModule();
