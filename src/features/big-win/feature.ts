/**
 * Big-win promotion in the session's feature list. Its store, handlers and texts are imported
 * once a lobby socket starts (someone signed in): a visitor downloads none of it.
 */
import { lazyFeature } from '@/features/lazy-feature';
import { loadLobbySocketModules } from '@/features/socket-module-loaders';

export const bigWinFeature = lazyFeature(() => loadLobbySocketModules().then((m) => m.bigWinModule), {
  when: (sockets) => sockets.lobby.getState() !== 'idle',
});
