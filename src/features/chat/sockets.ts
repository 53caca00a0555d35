import type { SocketClient } from '@/socket';
import { getSockets } from '@/socket';

// The registration's binding, not session data: set by registerChatHandlers, undone by its
// off() (a reset keeps it: the handlers stay registered). Listeners are mounted windows.
let bound: { chat: SocketClient; lobby: SocketClient | null } | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => listener());
}

/**
 * The sockets the chat talks through: those its handlers were registered on (the app's
 * singletons; a test's fake), so requests and replies always use the same connection.
 */
export function bindChatSockets(chat: SocketClient, lobby: SocketClient | null): () => void {
  const binding = { chat, lobby };
  bound = binding;
  changed();
  return () => {
    if (bound !== binding) return;
    bound = null;
    changed();
  };
}

/**
 * True once the chat's handlers are registered (its code loads on demand): the window asks
 * for nothing before, since the replies would find no handler.
 */
export function isChatBound(): boolean {
  return bound !== null;
}

/** Calls `listener` when the chat's handlers are registered or removed; returns the unsubscribe. */
export function subscribeChatBinding(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The chat socket. */
export function chatSocket(): SocketClient {
  return bound?.chat ?? getSockets().chat;
}

/** The lobby socket (player card, friend lists). */
export function lobbySocket(): SocketClient {
  return bound?.lobby ?? getSockets().lobby;
}
