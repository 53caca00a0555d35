import { Op } from '@/protocol/ops';
import { getSockets } from '@/socket';
import { itemsFromReply } from './handlers';
import { useWalletStore } from './store';

/** Asks the lobby for the wallet (reply OP 10031 fills the store). */
export function requestWallet(): void {
  getSockets().lobby.send(Op.Wallet, {});
}

/** A reply's Bag (30211 gift send, 30231 gift list, 10141 mail collect) becomes the wallet; a malformed one is ignored. */
export function applyBag(bag: unknown): void {
  const items = itemsFromReply({ Bag: bag });
  if (items) useWalletStore.setState({ items });
}
