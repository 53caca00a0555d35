/**
 * The house account: a player row (suspended, so nobody can gift to it or sign in as it) whose
 * bag receives every player-gift fee, so coins are conserved: sender − (amount + fee),
 * receiver + amount, house + fee, one ledger row each. Created on first use; its id is kept in
 * app_meta (`gift_house_player_id`). The key is inserted first in the creating transaction,
 * so of two processes racing, one creates it and the other reads the committed id.
 */
import { Provider } from '../../src/protocol';
import { withTransaction } from '../db/repositories';
import { PlayerStatus } from '../db/repositories/players';
import type { Services } from '../services';

export const HOUSE_ACCOUNT_NAME = '系統';

export async function houseAccountId(services: Services): Promise<number> {
  const { repos } = services;
  const known = await repos.gifts.houseId();
  if (known) return known;
  await withTransaction(repos, async (tx) => {
    if (!(await tx.gifts.claimHouse())) return;
    const house = await tx.players.create({
      name: HOUSE_ACCOUNT_NAME,
      provider: Provider.line,
      phone: null,
      site_id: '',
      lang: 'zh_tw',
      vip_level: 1,
      level: 1,
      pic_url: '',
      picture_setting: 2,
      information: '',
      status: PlayerStatus.Suspended,
      rename_count: 0,
    });
    await tx.gifts.setHouseId(house.id);
  });
  const id = await repos.gifts.houseId();
  if (!id) throw new Error('the gift house account was not created');
  return id;
}
