/**
 * The on-demand part of the red envelope feature (./feature imports it once the lobby socket
 * starts): it binds the lobby socket for the envelope requests and reports a ready lobby
 * socket, so the send permission is asked once per session (./permission); a reset forgets
 * every envelope state.
 */
import type { FeatureModule } from '@/features/feature-module';
import { resetRedEnvelopes } from './actions';
import { lobbySocketReady, resetPermissionAsk } from './permission';
import { bindLobby } from './requests';

export function createRedEnvelopeModule(): FeatureModule {
  return {
    register: (sockets) => bindLobby(sockets.lobby),
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
