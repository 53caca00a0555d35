/**
 * The sockets the gifts use: the chat socket (a live room is joined on it, and 30181 pushes
 * arrive there), bound at register so tests can give their own.
 */
import { getSockets, type SocketClient, type Sockets } from '@/socket';

let bound: Sockets | null = null;

export function bindGiftSockets(sockets: Sockets | null): void {
  bound = sockets;
}

/** The socket every gift OP goes on (30230, 30210, 12870). */
export function giftSocket(): SocketClient {
  return bound?.chat ?? getSockets().chat;
}
