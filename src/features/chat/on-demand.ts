/**
 * The chat's code that loads on demand (./feature imports it once a chat socket starts):
 * the window's handlers on both sockets, and its reset.
 */
import type { FeatureModule } from '@/features/feature-module';
import { registerChatHandlers, resetChat } from './handlers';
import { refreshRoomsIfLoaded } from './rooms';

/** The on-demand part of the chat feature. */
export const chatModule: FeatureModule = {
  register: (sockets) => registerChatHandlers(sockets.chat, sockets.lobby),
  reset: resetChat,
};

/** The room list's counts went stale (read in another tab): read the list again. */
export function refreshRooms(): void {
  refreshRoomsIfLoaded();
}
