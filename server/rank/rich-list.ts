/**
 * The coin rank (POST /api/v1/rank/rich_list): a brand's active players holding the most gold
 * now, read from the wallet's balances (nothing moves). Tied amounts share a rank and are
 * listed by player id. The list is reused for `ttlMs` per brand by this process (several
 * processes each keep their own for as long: the figures are at most that old); the caller's
 * own line is read fresh, from the list when they are on it.
 */
import { ItemId, RankLimits, type RichListEntry, type RichListMine, type RichListResult } from '../../src/protocol';
import { PlayerStatus } from '../db/repositories/players';
import type { Services } from '../services';
import type { SiteScope } from '../db/repositories/site-scope';
import { inScope, siteScopeOf } from './site-ids';

export interface RichList {
  /** The list of brand `siteId`, with `playerId`'s own line when given. */
  read(siteId: string, playerId?: number): Promise<RichListResult>;
}

interface Cached {
  at: number;
  list: RichListEntry[];
}

type HolderRow = { id: number; name: string; pic_url: string; picture_setting: number; vip_level: number; amount: number };

function entry(rank: number, r: HolderRow): RichListEntry {
  return {
    Rank: rank,
    PlayerID: r.id,
    Name: r.name,
    PictureURL: r.pic_url,
    // as in every player list: setting 1 without a picture is the default avatar (2)
    PictureSetting: r.picture_setting === 1 && r.pic_url !== '' ? 1 : 2,
    VIPLevel: r.vip_level,
    Amount: r.amount,
  };
}

/** Competition ranks over rows sorted by amount: 1, 2, 2, 4. */
export function ranked(rows: readonly HolderRow[]): RichListEntry[] {
  let rank = 0;
  return rows.map((r, i) => {
    if (i === 0 || rows[i - 1]!.amount !== r.amount) rank = i + 1;
    return entry(rank, r);
  });
}

/** @param ttlMs how long a brand's list is reused (default RankLimits.RichListTtlMs, 0 under QA mode). */
export function createRichList(services: Services, ttlMs = services.qaMode ? 0 : RankLimits.RichListTtlMs): RichList {
  const cache = new Map<string, Cached>();

  async function list(scope: SiteScope): Promise<Cached> {
    const key = scope.siteIds.join('\n');
    const now = services.clock.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < ttlMs) return hit;
    const rows = await services.repos.wallet.topHolders({ itemId: ItemId.Gold, scope, limit: RankLimits.RichListSize });
    const fresh = { at: now, list: ranked(rows) };
    if (ttlMs > 0) cache.set(key, fresh);
    return fresh;
  }

  async function mine(scope: SiteScope, listed: readonly RichListEntry[], playerId: number): Promise<RichListMine | null> {
    const player = await services.repos.players.find(playerId);
    if (!player || player.status !== PlayerStatus.Active || !inScope(player.site_id, scope)) return null;
    const amount = await services.repos.wallet.balance(playerId, ItemId.Gold);
    const row = { ...player, amount };
    const onList = listed.find((e) => e.PlayerID === playerId);
    if (onList) return { ...entry(onList.Rank, row), Amount: onList.Amount };
    if (amount <= 0) return entry(0, row);
    return entry((await services.repos.wallet.holdersAbove({ itemId: ItemId.Gold, scope, amount })) + 1, row);
  }

  return {
    async read(siteId, playerId) {
      const scope = siteScopeOf(siteId);
      const { at, list: listed } = await list(scope);
      return { List: listed, Mine: playerId === undefined ? null : await mine(scope, listed, playerId), UpdatedAt: at };
    },
  };
}
