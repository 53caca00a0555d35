import { Op } from '@/protocol';
import { getSockets } from '@/socket';
import { itemsFromReply } from './handlers';
import { useWalletStore } from './store';

/** Asks the lobby for the wallet (reply OP 10031 fills the store). */
export function requestWallet(): void {
  getSockets().lobby.send(Op.Wallet, {});
}

/** Applies a reply's `Bag` (e.g. a mail collect's 10141) to the wallet; a malformed one is ignored. */
export function applyWalletBag(result: unknown): void {
  const items = itemsFromReply(result);
  if (items) useWalletStore.setState({ items });
}
