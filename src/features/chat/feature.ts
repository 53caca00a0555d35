/**
 * The chat as one feature module for the session's list. Only the unread part (the lobby's
 * red dot) is in every page's JavaScript; the chat's store, handlers, actions and sanitiser
 * are imported once a chat socket starts (someone signed in), and registered when they arrive.
 */
import { combineFeatures, type FeatureModule } from '@/features/feature-module';
import { lazyFeature } from '@/features/lazy-feature';
import { loadChatOnDemand } from '@/features/on-demand';
import { createUnreadFeature } from './unread-feature';

const unread = createUnreadFeature({
  onOtherPlayer: () => chatFeature.reset(),
  // Only a loaded room list can be stale, so the module is there already.
  onStaleRooms: () => void loadChatOnDemand().then((m) => m.refreshRooms()),
});

const window = lazyFeature(() => loadChatOnDemand().then((m) => m.chatModule), {
  when: (sockets) => sockets.chat.getState() !== 'idle',
});

/** The chat feature (unread counts always; the rest on demand). */
export const chatFeature: FeatureModule = combineFeatures(unread, window);
