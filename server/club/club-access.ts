/**
 * Who is acting in a club, checked inside the action's transaction: the actor's club is
 * locked (server/db/repositories/club-menu.ts lockClub), then their role is read again, so a
 * role that changed while waiting for the lock (a racing change of leader) is the one judged.
 * Refusals: not in a club 200104, the role lacks the right 200106
 * (docs/decisions/183-club-roles-and-rights.md).
 */
import { Code, ClubLimits, clubRoleMay, type ClubAction } from '../../src/protocol';
import { withTransaction, type Repositories } from '../db/repositories';
import { clubMenuRepository, type ClubMenuRepository } from '../db/repositories/club-menu';
import { ReplyError } from '../errors';
import type { Services } from '../services';

export type ClubRow = NonNullable<Awaited<ReturnType<ClubMenuRepository['lockClub']>>>;

export interface ClubTx {
  tx: Repositories;
  menu: ClubMenuRepository;
}

export interface Actor {
  playerId: number;
  clubId: number;
  role: number;
  club: ClubRow;
}

/** Runs `fn` in one transaction with the repositories and the club menu repository on it. */
export function clubTransaction<T>(services: Services, fn: (t: ClubTx) => Promise<T>): Promise<T> {
  return withTransaction(services.repos, (tx) => fn({ tx, menu: clubMenuRepository(tx.db, tx.now) }));
}

export const notInClub = () => new ReplyError(Code.ClubNotMember, 'not in a club');
export const rightsInsufficient = (action: string) => new ReplyError(Code.ClubRightsInsufficient, `this club role may not ${action}`);
export const denied = (why: string) => new ReplyError(Code.ClubActionDenied, why);
export const invalidClub = (clubId: number) => new ReplyError(Code.ClubInvalidId, `no club ${clubId}`);

/** The player's role in their club, which is locked; `action` checked when given. */
export async function lockActor(t: ClubTx, playerId: number, action?: ClubAction): Promise<Actor> {
  const first = await t.tx.clubs.membershipOf(playerId);
  if (!first) throw notInClub();
  const club = await t.menu.lockClub(first.clubId);
  // Read again under the lock: the role (or membership) may have changed meanwhile.
  const m = await t.tx.clubs.membershipOf(playerId);
  if (!club || !m || m.clubId !== first.clubId) throw notInClub();
  if (action && !clubRoleMay(m.role, action)) throw rightsInsufficient(action);
  return { playerId, clubId: m.clubId, role: m.role, club };
}

/** Role of `playerId` in `clubId` (0: not a member). */
export async function roleIn(t: ClubTx, clubId: number, playerId: number): Promise<number> {
  const m = await t.tx.clubs.membershipOf(playerId);
  return m && m.clubId === clubId ? m.role : 0;
}

/** Throws 100017 with {RetryAfter} seconds while a countdown for this club (or any club) runs. */
export async function checkCooldown(t: ClubTx, playerId: number, clubId: number, now: number): Promise<void> {
  const until = await t.menu.cooldownUntil(playerId, clubId);
  if (until > now) {
    const RetryAfter = Math.ceil((until - now) / 1000);
    throw new ReplyError(Code.ClubReapplyCountdown, `re-apply countdown: ${RetryAfter} s left`, { RetryAfter });
  }
}

/** Starts the countdown: `clubId` 0 for any club (leaving, kicked), else that club (rejected). */
export function startCooldown(t: ClubTx, playerId: number, clubId: number, now: number): Promise<void> {
  return t.menu.setCooldown(playerId, clubId, now + ClubLimits.ReapplyCooldownMs);
}
