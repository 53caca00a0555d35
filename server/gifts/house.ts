/**
 * The house account: a player row (suspended, so nobody can gift to it or sign in as it) whose
 * bag receives every player-gift fee, so coins are conserved: sender − (amount + fee),
 * receiver + amount, house + fee, one ledger row each. Created on first use; its id is kept in
 * app_meta (`gift_house_player_id`). The key is inserted first in the creating transaction,
 * so of two processes racing, one creates it and the other reads the committed id.
 */
import type { Services } from '../services';
import { siteAccountId } from '../players/site-accounts';

export const HOUSE_ACCOUNT_NAME = '系統';
const HOUSE_KEY = 'gift_house_player_id';

/** The house account's player id (server/players/site-accounts.ts). */
export const houseAccountId = (services: Services): Promise<number> => siteAccountId(services, HOUSE_KEY, HOUSE_ACCOUNT_NAME);
