import type { SocketClient } from '@/socket';
import { getSockets } from '@/socket';

let bound: { chat: SocketClient; lobby: SocketClient | null } | null = null;

/**
 * The sockets the chat talks through: those its handlers were registered on (the app's
 * singletons; a test's fake), so requests and replies always use the same connection.
 */
export function bindChatSockets(chat: SocketClient, lobby: SocketClient | null): () => void {
  const binding = { chat, lobby };
  bound = binding;
  return () => {
    if (bound === binding) bound = null;
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
