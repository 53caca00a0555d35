import type { Sockets } from '@/socket';
import { registerChatHandlers } from '@/features/chat';
import { registerWalletHandlers } from '@/features/wallet';

/**
 * Every feature's socket handlers, registered once per page by `SessionSockets`. A feature
 * adds one line here: `(s) => registerXHandlers(s.lobby)` (or `s.chat`), returning its unsubscribe.
 */
const FEATURE_HANDLERS: readonly ((sockets: Sockets) => () => void)[] = [
  (s) => registerWalletHandlers(s.lobby),
  (s) => registerChatHandlers(s.chat, s.lobby),
];

/** Registers all feature handlers; returns one function that removes them all. */
export function registerFeatureHandlers(sockets: Sockets): () => void {
  const offs = FEATURE_HANDLERS.map((register) => register(sockets));
  return () => offs.forEach((off) => off());
}
