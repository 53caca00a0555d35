import { Op } from '@/protocol';
import { getSockets } from '@/socket';

/** Asks the lobby for the wallet (reply OP 10031 fills the store). */
export function requestWallet(): void {
  getSockets().lobby.send(Op.Wallet, {});
}
