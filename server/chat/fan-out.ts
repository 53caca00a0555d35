/**
 * Delivers a stored chat message to the open chat sockets of its audience. The frame is
 * serialised once per message, not once per socket: public chat reaches every socket.
 */
import { Code, reply, type ChatMessage } from '../../src/protocol';
import type { Hub } from '../ws/hub';

/** Everyone on the chat socket (public, announcements), or a list of players. */
export type Audience = { kind: 'everyone' } | { kind: 'players'; ids: readonly number[] };

/** Pushes `message` as `op` (30001/30011/30081/30241); returns how many sockets got it. */
export function deliver(hub: Hub, op: number, message: ChatMessage, audience: Audience): number {
  const frame = reply(op, Code.Ok, message);
  return audience.kind === 'everyone' ? hub.broadcast(frame, 'chat') : hub.pushToPlayers(audience.ids, frame, 'chat');
}
