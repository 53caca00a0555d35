/**
 * The live room as one feature module for the session's list. Nothing of it is in a page's
 * first download: its store, handlers and actions are imported once a chat socket starts
 * (someone signed in), like the chat window's (every live push arrives on the chat socket).
 */
import { lazyFeature } from '@/features/lazy-feature';
import { loadChatOnDemand } from '@/features/on-demand';

/** The live feature (handlers on demand). */
export const liveFeature = lazyFeature(() => loadChatOnDemand().then((m) => m.liveModule), {
  when: (sockets) => sockets.chat.getState() !== 'idle',
});
