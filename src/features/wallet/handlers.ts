import { Op } from '@/protocol/ops';
import type { Reply } from '@/protocol';
import type { SocketClient } from '@/socket';
import { useWalletStore } from './store';

/** Reads `Result.Bag.Items` ({ "1": { Amount } …}) into plain numbers; anything malformed is skipped. */
export function itemsFromReply(result: unknown): Record<string, number> | null {
  const items = (result as { Bag?: { Items?: unknown } } | null)?.Bag?.Items;
  if (typeof items !== 'object' || items === null) return null;
  const out: Record<string, number> = {};
  for (const [id, value] of Object.entries(items)) {
    const amount = (value as { Amount?: unknown } | null)?.Amount;
    if (typeof amount === 'number' && Number.isFinite(amount)) out[id] = amount;
  }
  return out;
}

function onWallet(reply: Reply): void {
  const items = itemsFromReply(reply.Result);
  if (items) useWalletStore.setState({ items });
}

/** Registers the wallet's OP handlers on the lobby socket; returns the unsubscribe. */
export function registerWalletHandlers(lobby: SocketClient): () => void {
  const offs = [lobby.on(Op.WalletReply, onWallet)];
  return () => offs.forEach((off) => off());
}

/** Clears the wallet (sign-out). */
export function resetWallet(): void {
  useWalletStore.setState({ items: null });
}
