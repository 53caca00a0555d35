/**
 * The reward pages (OPs RewardsStatus, SevenDayClaim, FireWheelSpin, SpecialRewardClaim;
 * docs/protocol-rewards.md), each paid once through the wallet: the reference is claimed
 * first and the feature's row is written in the same transaction, so concurrent or retried
 * requests pay once; the losers answer the "already" code. Days are Taipei days on the server
 * clock (QA moves it with /__qa/clock).
 */
import { hasFeature } from '../../src/brand/get-brand';
import {
  Code,
  SEVEN_DAY_CYCLE,
  SPECIAL_REWARD_MIN_VIP,
  taipeiDate,
  taskDayStart,
  type FireWheelSpinResult,
  type FireWheelStatus,
  type RewardItems,
  type RewardsStatusResult,
  type SevenDayClaimResult,
  type SevenDayStatus,
  type SpecialRewardClaimResult,
  type SpecialRewardStatus,
} from '../../src/protocol';
import type { Repositories } from '../db/repositories';
import type { PlayerRow } from '../db/repositories/players';
import { ReplyError } from '../errors';
import { brandOfPlayer } from '../players/player-brand';
import type { Services } from '../services';
import { refKey, type WalletRef } from '../wallet/refs';
import { sevenDayRewards, specialReward, wheelSegments } from './catalog';
import { ANY_PLAYER, rewardsRepository } from '../db/repositories/rewards';
import { pickSegment, secureRandom, type Random } from './wheel';

export const SEVEN_DAY_LEDGER_SOURCE = 'sevenday';
export const FIRE_WHEEL_LEDGER_SOURCE = 'fire-wheel';
export const SPECIAL_REWARD_LEDGER_SOURCE = 'special-reward';

const DAY_MS = 24 * 3600_000;

async function playerOf(services: Services, playerId: number): Promise<PlayerRow> {
  const player = await services.repos.players.find(playerId);
  if (!player) throw new ReplyError(Code.PlayerNotFound, `player ${playerId} not found`);
  return player;
}

const changesOf = (playerId: number, items: RewardItems) => Object.entries(items).map(([item, amount]) => ({ playerId, itemId: Number(item), delta: amount }));

/** Pays `items` under `ref`; true when this call paid (false: the reference was paid before). */
async function pay(services: Services, playerId: number, items: RewardItems, ref: WalletRef, source: string, reason: string, write: (tx: Repositories) => Promise<void>): Promise<boolean> {
  const applied = await services.wallet.apply(changesOf(playerId, items), { ref, source, reason, alsoInTransaction: write });
  return !applied.replayed;
}

// --- seven-day sign-in ---

/**
 * Today's place in the cycle. Decision: a missed Taipei day starts the cycle over at day 1,
 * and so does the day after a day 7.
 */
async function sevenDayStatus(services: Services, player: PlayerRow, now: number): Promise<SevenDayStatus> {
  const today = taskDayStart(now);
  const last = await rewardsRepository(services.repos.db).lastSevenDay(player.id);
  const base = { Rewards: sevenDayRewards(brandOfPlayer(player)), NextAt: today + DAY_MS };
  if (last?.dayStart === today) return { ...base, ClaimedDays: last.cycleDay, Today: last.cycleDay, ClaimedToday: true };
  if (last?.dayStart === today - DAY_MS && last.cycleDay < SEVEN_DAY_CYCLE) return { ...base, ClaimedDays: last.cycleDay, Today: last.cycleDay + 1, ClaimedToday: false };
  return { ...base, ClaimedDays: 0, Today: 1, ClaimedToday: false };
}

export async function claimSevenDay(services: Services, playerId: number): Promise<SevenDayClaimResult> {
  const player = await playerOf(services, playerId);
  const now = services.clock.now();
  const today = taskDayStart(now);
  const before = await sevenDayStatus(services, player, now);
  const refused = () => new ReplyError(Code.SevenDayClaimed, `seven-day sign-in of ${taipeiDate(today)} already claimed`);
  if (before.ClaimedToday) throw refused();
  const items = before.Rewards[before.Today - 1]!;
  const paid = await pay(services, playerId, items, { kind: 'sevenday', id: taipeiDate(today), playerId, itemId: 0 }, SEVEN_DAY_LEDGER_SOURCE, `seven-day sign-in day ${before.Today}`, (tx) =>
    rewardsRepository(tx.db).addSevenDay(playerId, today, before.Today, now),
  );
  if (!paid) throw refused();
  return { SevenDay: await sevenDayStatus(services, player, now), Credited: items, Bag: { Items: await services.wallet.bag(playerId) } };
}

// --- fire wheel (one spin per Taipei day) ---

async function fireWheelStatus(services: Services, player: PlayerRow, now: number): Promise<FireWheelStatus> {
  const period = taskDayStart(now);
  const spun = await rewardsRepository(services.repos.db).spinOf(player.id, period);
  return {
    Segments: wheelSegments(brandOfPlayer(player)).map((s) => ({ Items: s.items })),
    CanSpin: spun === undefined,
    LastSegment: spun ?? null,
    NextAt: period + DAY_MS,
  };
}

/** Spins the wheel: the segment is decided (QA's forced one first, else `random`) and paid here, before the client animates. */
export async function spinFireWheel(services: Services, playerId: number, random: Random = secureRandom): Promise<FireWheelSpinResult> {
  const player = await playerOf(services, playerId);
  const now = services.clock.now();
  const period = taskDayStart(now);
  const repo = rewardsRepository(services.repos.db);
  const refused = () => new ReplyError(Code.FireWheelSpun, `fire wheel of ${taipeiDate(period)} already spun`);
  if ((await repo.spinOf(playerId, period)) !== undefined) throw refused();
  const segments = wheelSegments(brandOfPlayer(player));
  const forced = await repo.forced(playerId);
  const segment = forced && forced.segment < segments.length ? forced.segment : pickSegment(segments.map((s) => s.weight), random);
  const items = segments[segment]!.items;
  const paid = await pay(services, playerId, items, { kind: 'fire-wheel', id: taipeiDate(period), playerId, itemId: 0 }, FIRE_WHEEL_LEDGER_SOURCE, `fire wheel segment ${segment}`, async (tx) => {
    const r = rewardsRepository(tx.db);
    await r.addSpin(playerId, period, segment, now);
    if (forced) await r.takeForced(forced.playerId, forced.segment);
  });
  if (!paid) throw refused();
  return { Segment: segment, Credited: items, FireWheel: await fireWheelStatus(services, player, now), Bag: { Items: await services.wallet.bag(playerId) } };
}

/** QA: the segment the next spin of `playerId` (null: of anyone) lands on; false when the wheel has no such segment. */
export async function forceFireWheel(services: Services, playerId: number | null, segment: number): Promise<boolean> {
  // Every brand's wheel has as many segments; the deployment's tells the bound.
  if (segment >= wheelSegments(brandOfPlayer({ site_id: '' })).length) return false;
  await rewardsRepository(services.repos.db).force(playerId ?? ANY_PLAYER, segment);
  return true;
}

// --- special reward (once per player; brands with specialRewardPopup) ---

const specialRef = (playerId: number): WalletRef => ({ kind: 'special-reward', id: playerId, playerId, itemId: 0 });

async function specialStatus(services: Services, player: PlayerRow): Promise<SpecialRewardStatus> {
  const brand = brandOfPlayer(player);
  return {
    Offered: hasFeature(brand, 'specialRewardPopup'),
    Eligible: player.vip_level >= SPECIAL_REWARD_MIN_VIP,
    Claimed: (await services.repos.wallet.refResult(refKey(specialRef(player.id)))) !== undefined,
    Reward: specialReward(brand),
    MinVip: SPECIAL_REWARD_MIN_VIP,
  };
}

export async function claimSpecialReward(services: Services, playerId: number): Promise<SpecialRewardClaimResult> {
  const player = await playerOf(services, playerId);
  const before = await specialStatus(services, player);
  if (!before.Offered) throw new ReplyError(Code.SpecialRewardNotOffered, `brand of player ${playerId} has no special reward`);
  const claimed = () => new ReplyError(Code.SpecialRewardClaimed, `special reward of ${playerId} already claimed`);
  if (before.Claimed) throw claimed();
  if (!before.Eligible) throw new ReplyError(Code.SpecialRewardNotEligible, `player ${playerId} is below VIP ${SPECIAL_REWARD_MIN_VIP}`);
  const paid = await pay(services, playerId, before.Reward, specialRef(playerId), SPECIAL_REWARD_LEDGER_SOURCE, 'special reward', async () => {});
  if (!paid) throw claimed();
  return { Special: await specialStatus(services, player), Credited: before.Reward, Bag: { Items: await services.wallet.bag(playerId) } };
}

export async function rewardsStatus(services: Services, playerId: number): Promise<RewardsStatusResult> {
  const player = await playerOf(services, playerId);
  const now = services.clock.now();
  const [SevenDay, FireWheel, Special] = await Promise.all([sevenDayStatus(services, player, now), fireWheelStatus(services, player, now), specialStatus(services, player)]);
  return { SevenDay, FireWheel, Special };
}
