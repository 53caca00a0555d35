/**
 * A player's bag as the protocol shows it (WalletResult's Bag.Items), read by the 10030
 * handler, the profile and the balance push.
 */
import { ItemId, type BagItem } from '../../src/protocol';
import type { Repositories } from '../db/repositories';

/** Items every bag shows even at 0, so the client never reads a missing gold entry. */
const ALWAYS_SHOWN = [ItemId.Gold, ItemId.Gem, ItemId.GamePoints];

/** Bag items by item id (as a string key), with gold, gems and game points always present. */
export async function bagItems(repos: Repositories, playerId: number): Promise<Record<string, BagItem>> {
  const balances = await repos.wallet.balances(playerId);
  const items: Record<string, BagItem> = {};
  for (const id of ALWAYS_SHOWN) items[String(id)] = { Amount: 0 };
  for (const [id, amount] of balances) items[String(id)] = { Amount: amount };
  return items;
}
