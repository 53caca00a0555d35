import type { SocketClient } from '@/socket';
import { getSockets } from '@/socket';

// Every live push goes to the chat socket (docs/protocol-live.md), so the live room talks
// through it. Set by registerLiveHandlers, undone by its off(); listeners are mounted views.
let bound: SocketClient | null = null;
const listeners = new Set<() => void>();

/** The socket the live handlers were registered on (the app's chat socket; a test's fake). */
export function bindLiveSocket(chat: SocketClient): () => void {
  bound = chat;
  listeners.forEach((l) => l());
  return () => {
    if (bound !== chat) return;
    bound = null;
    listeners.forEach((l) => l());
  };
}

/** True once the live handlers are registered (their code loads on demand): ask for nothing before. */
export function isLiveBound(): boolean {
  return bound !== null;
}

/** Calls `listener` when the handlers are registered or removed; returns the unsubscribe. */
export function subscribeLiveBinding(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The socket live requests go through. */
export function liveSocket(): SocketClient {
  return bound ?? getSockets().chat;
}
