/**
 * Account creation shared by sign-in providers and QA: the player row, identities and the
 * starting balances as ledger rows, in one transaction.
 */
import { randomInt } from 'node:crypto';
import { ItemId, Provider } from '../../src/protocol';
import { withTransaction, type Repositories } from '../db/repositories';
import type { Services } from '../services';
import { applyInTransaction } from '../wallet';

/** Gold a new player starts with, written as a ledger row "new player gift". */
export const NEW_PLAYER_GOLD = 10_000;

/**
 * VIP level of accounts created by phone sign-in or the built-in identity provider under
 * DEMO_MODE (`npm start`): chat needs VIP 3, and a demo visitor should be able to speak.
 */
export const DEMO_START_VIP_LEVEL = 3;

/** DEMO_START_VIP_LEVEL in demo mode; undefined (the spec's VIP 1) in QA mode and production. */
export function demoStartVipLevel(services: Pick<Services, 'demoMode'>): number | undefined {
  return services.demoMode ? DEMO_START_VIP_LEVEL : undefined;
}

/** Which account a provider sign-in resolved to (phone ticket, LINE…). */
export interface ProviderSignIn {
  playerId: number;
  /** True when this sign-in created the account (RegistSituation 1). */
  created: boolean;
}

export interface NewAccount {
  name?: string;
  provider: number;
  siteId?: string;
  lang?: string;
  vipLevel?: number;
  level?: number;
  phone?: string;
  /** Starting items; default: NEW_PLAYER_GOLD gold as "new player gift". */
  items?: Partial<Record<number, number>>;
  itemSource?: string;
  identities?: Record<number, string>;
}

export async function createAccount(repos: Repositories, account: NewAccount): Promise<number> {
  return withTransaction(repos, async (txRepos) => {
    const player = await txRepos.players.create({
      name: account.name ?? guestName(account.provider),
      provider: account.provider,
      vip_level: account.vipLevel ?? 1,
      level: account.level ?? 1,
      phone: account.phone ?? null,
      pic_url: '',
      picture_setting: 2,
      information: '',
      site_id: account.siteId ?? '',
      lang: account.lang ?? 'zh_tw',
      status: 1,
      rename_count: 0,
    });
    for (const [type, id] of Object.entries(account.identities ?? {})) {
      await txRepos.players.setIdentity(player.id, Number(type), id);
    }
    const items = account.items ?? { [ItemId.Gold]: NEW_PLAYER_GOLD };
    const source = account.itemSource ?? 'new player gift';
    for (const [item, amount] of Object.entries(items)) {
      if (!amount) continue;
      const itemId = Number(item);
      // Through the wallet, in the creating transaction; no push: the account has no socket yet.
      await applyInTransaction(txRepos, [{ playerId: player.id, itemId, delta: amount }], {
        ref: { kind: source === 'qa' ? 'qa-new-player' : 'new-player-gift', id: player.id, playerId: player.id, itemId },
        source,
        reason: 'new player gift',
      });
    }
    return player.id;
  });
}

function guestName(provider: number): string {
  const prefix = provider === Provider.guest ? '訪客' : '玩家';
  return `${prefix}${randomInt(1000, 10000)}`;
}
