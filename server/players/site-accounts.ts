/**
 * Accounts the site itself holds: player rows no one signs in as (suspended, so nobody can gift
 * to them, write to them or sign in as them), e.g. the gift house (server/gifts/house.ts) and
 * the system notices' sender (server/chat/system-notices.ts). Each is created on first use and
 * its id kept in app_meta under its own key; the key is claimed first in the creating
 * transaction, so of two processes racing, one creates the account and the other reads the
 * committed id.
 */
import { Provider } from '../../src/protocol';
import { withTransaction } from '../db/repositories';
import { PlayerStatus } from '../db/repositories/players';
import { siteAccountsRepository } from '../db/repositories/site-accounts';
import type { Services } from '../services';

/** The player id of the site account kept under `key`, created with `name` on first use. */
export async function siteAccountId(services: Services, key: string, name: string): Promise<number> {
  const { repos } = services;
  const known = await siteAccountsRepository(repos.db).id(key);
  if (known) return known;
  await withTransaction(repos, async (tx) => {
    const accounts = siteAccountsRepository(tx.db);
    if (!(await accounts.claim(key))) return;
    const account = await tx.players.create({
      name,
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
    await accounts.set(key, account.id);
  });
  const id = await siteAccountsRepository(repos.db).id(key);
  if (!id) throw new Error(`the site account ${key} was not created`);
  return id;
}
