/**
 * Big-win promotion in the session's feature list. Its store, handlers and texts are imported
 * once a lobby socket starts (someone signed in): a visitor downloads none of it.
 */
import { lazyFeature } from '@/features/lazy-feature';
import { loadLobbyOnDemand } from '@/features/on-demand';

export const bigWinFeature = lazyFeature(() => loadLobbyOnDemand().then((m) => m.bigWinModule), {
  when: (sockets) => sockets.lobby.getState() !== 'idle',
});
