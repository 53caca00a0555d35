/**
 * The QA API's player helpers as a service: create a signed-in player with balances, and set
 * a player's balances. Balances move through the wallet service like any feature's money.
 */
import { randomUUID } from 'node:crypto';
import { Code, ItemId, PHONE_TPID_TYPE, Provider, type BagItem } from '../../src/protocol';
import { ReplyError } from '../errors';
import { createAccount } from '../players/accounts';
import { ClubRole } from '../db/repositories/clubs';
import type { Services } from '../services';
import { withTransaction } from '../db/repositories';
import { addVipPoints } from '../vip/vip-service';
import type { BalanceChange } from '../wallet';

export interface QaPlayerRequest {
  Name?: string;
  VIPLevel?: number;
  VipPoints?: number;
  Level?: number;
  Gold?: number;
  Gems?: number;
  Points?: number;
  Items?: Record<number, number>;
  /** Already normalised (09xxxxxxxx). */
  phone?: string;
  ClubID?: number;
  /** 1 leader, 2 sub leader, 3 member (the default). */
  ClubRole?: number;
  TPType?: number;
  /** Grants the red envelope send permission (default: not granted). */
  CanSendRedEnvelope?: boolean;
  /** The player's site (brand id), as a sign-in's SiteID would set it. */
  SiteID?: string;
}

/** Item id → amount from the Gold / Gems / Points shorthands and Items (which win). */
export function requestedItems(p: { Gold?: number; Gems?: number; Points?: number; Items?: Record<number, number> }): Record<number, number> {
  const items: Record<number, number> = {};
  if (p.Gold !== undefined) items[ItemId.Gold] = p.Gold;
  if (p.Gems !== undefined) items[ItemId.Gem] = p.Gems;
  if (p.Points !== undefined) items[ItemId.GamePoints] = p.Points;
  return { ...items, ...p.Items };
}

/** Creates the player (balances as `qa` ledger rows) and signs them in. */
export async function createQaPlayer(services: Services, p: QaPlayerRequest): Promise<{ PlayerID: number; Token: string }> {
  const { repos } = services;
  if (p.ClubID !== undefined && !(await repos.clubs.find(p.ClubID))) throw new ReplyError(Code.InvalidInput, `ClubID: no club ${p.ClubID}`);
  if (p.ClubRole !== undefined && p.ClubID === undefined) throw new ReplyError(Code.InvalidInput, 'ClubRole: needs a ClubID');
  if (p.ClubRole === ClubRole.Leader && (await repos.clubs.members(p.ClubID as number)).some((m) => m.role === ClubRole.Leader)) {
    throw new ReplyError(Code.InvalidInput, `ClubRole: club ${String(p.ClubID)} has a leader already`);
  }
  const provider = p.TPType ?? (p.phone ? Provider.phone : Provider.line);
  const playerId = await createAccount(repos, {
    name: p.Name,
    provider,
    vipLevel: p.VIPLevel,
    level: p.Level,
    phone: p.phone,
    items: requestedItems(p),
    itemSource: 'qa',
    identities: p.phone ? { [PHONE_TPID_TYPE]: p.phone } : {},
    siteId: p.SiteID,
  });
  if (p.ClubID !== undefined) await repos.clubs.addMember(p.ClubID, playerId, p.ClubRole);
  if (p.VipPoints) await withTransaction(repos, (tx) => addVipPoints(tx, playerId, p.VipPoints as number));
  if (p.CanSendRedEnvelope) await repos.redEnvelopes.setCanSend(playerId, true, services.clock.now());
  const token = await services.sessions.issue(playerId, provider);
  return { PlayerID: playerId, Token: token };
}

/**
 * Sets each listed item to the given amount: one wallet operation (ledger rows with source
 * `qa`, a push to the player's lobby sockets). QA only: the difference is computed from the
 * balance read just before, so a concurrent change in between would be overwritten.
 */
export async function setQaBalances(services: Services, playerId: number, items: Record<number, number>): Promise<Record<string, BagItem>> {
  if (!(await services.repos.players.find(playerId))) throw new ReplyError(Code.InvalidInput, `PlayerID: no player ${playerId}`);
  const current = await services.repos.wallet.balances(playerId);
  const changes: BalanceChange[] = [];
  for (const [item, amount] of Object.entries(items)) {
    const delta = amount - (current.get(Number(item)) ?? 0);
    if (delta !== 0) changes.push({ playerId, itemId: Number(item), delta });
  }
  if (changes.length > 0) {
    // Every QA call is a new operation; item 0 in the reference stands for "several items".
    await services.wallet.apply(changes, { ref: { kind: 'qa-balance', id: randomUUID(), playerId, itemId: 0 }, source: 'qa', reason: 'qa balance' });
  }
  return services.wallet.bag(playerId);
}
