/**
 * Joining and leaving clubs (docs/protocol-club.md): create, apply, invite, accept, reject,
 * leave, kick, dissolve. Each runs in one transaction with the club's row locked, so the
 * capacity is counted and the member inserted without a racing accept in between, and the
 * `club_members` primary key keeps a player in one club even across two clubs' locks. After
 * the commit, whoever's club tab changed gets 30051 (fresh unread counts with EnableClub), so a
 * kicked member's chat shows the club room locked at once.
 */
import {
  CLUB_NAME_PATTERN,
  ClubApplicationKind,
  ClubApplicationStatus,
  ClubLimits,
  ClubRoleId,
  Code,
  clubMayKick,
  type ClubApplyResult,
} from '../../src/protocol';
import { SENSITIVE_TEXT, sensitiveWords } from '../chat/sensitive-words';
import { isUniqueViolation } from '../db/repositories/account-links';
import { posesAsStaff } from '../players/staff-names';
import { LockName } from '../db/repositories/locks';
import { ReplyError } from '../errors';
import { sendMail } from '../mail/send-mail';
import type { Services } from '../services';
import { notifyUnreadChanged } from '../chat/unread';
import { vipLevels } from '../vip/vip-service';
import { checkCooldown, clubTransaction, denied, invalidClub, lockActor, rightsInsufficient, roleIn, startCooldown, type ClubTx } from './club-access';

const nameInvalid = (why: string) => new ReplyError(Code.ClubNameInvalid, why);
const alreadyInClub = () => new ReplyError(Code.ClubAlreadyMember, 'already in a club');
const clubFull = (clubId: number) => new ReplyError(Code.ClubFull, `club ${clubId} is full`);

/** 30051 to each player (after a commit): their club tab's state changed. */
export async function notifyClubTab(services: Services, playerIds: readonly number[]): Promise<void> {
  await Promise.all(playerIds.map((id) => notifyUnreadChanged(services, id)));
}

/** Creates a club with the player as its leader (VIP ≥ 3 → else 200109; a bound phone → else 200111). */
export async function createClub(services: Services, playerId: number, typedName: string): Promise<{ ClubID: number }> {
  const name = typedName.trim();
  const player = await services.repos.players.find(playerId);
  if (!player) throw new ReplyError(Code.PlayerNotFound, `player ${playerId} not found`);
  const vip = (await vipLevels(services, playerId)).Levels.VIPLevel;
  if (vip < ClubLimits.CreateMinVip) throw new ReplyError(Code.ClubVipTooLowToCreate, `VIP ${vip} < ${ClubLimits.CreateMinVip}`);
  if (!player.phone) throw new ReplyError(Code.ClubPhoneBindingRequired, 'bind a phone number to create a club');
  if (!CLUB_NAME_PATTERN.test(name)) throw nameInvalid(`club name "${name}": 2–12 letters or digits`);
  if (sensitiveWords.check(name) !== null || posesAsStaff(name)) throw new ReplyError(Code.SensitiveWords, SENSITIVE_TEXT);
  const clubId = await clubTransaction(services, async (t) => {
    await t.tx.locks.hold(LockName.clubMembership(playerId));
    if (await t.tx.clubs.membershipOf(playerId)) throw alreadyInClub();
    if (await t.menu.nameTaken(name)) throw nameInvalid(`club name "${name}" exists`);
    const club = await t.tx.clubs.create({ name, leaderId: playerId, chatEnabled: false }).catch((err: unknown) => {
      throw isUniqueViolation(err) ? nameInvalid(`club name "${name}" exists`) : err;
    });
    if (!(await t.menu.insertMember(club.id, playerId, ClubRoleId.Leader))) throw alreadyInClub();
    await t.menu.voidPendingOf(playerId);
    return club.id;
  });
  await notifyClubTab(services, [playerId]);
  return { ClubID: clubId };
}

/** Joins a locked club now (an accepted application or an invitation), or throws. */
async function join(t: ClubTx, clubId: number, capacity: number, playerId: number): Promise<void> {
  if ((await t.menu.memberCount(clubId)) >= capacity) throw clubFull(clubId);
  if (!(await t.menu.insertMember(clubId, playerId, ClubRoleId.Member))) throw alreadyInClub();
  await t.menu.voidPendingOf(playerId);
}

/** Applies to a club; joins at once when the club invited the player. */
export async function applyToClub(services: Services, playerId: number, clubId: number): Promise<ClubApplyResult> {
  const now = services.clock.now();
  const result = await clubTransaction(services, async (t): Promise<ClubApplyResult> => {
    const club = await t.menu.lockClub(clubId);
    if (!club) throw invalidClub(clubId);
    await t.tx.locks.hold(LockName.clubMembership(playerId));
    if (await t.tx.clubs.membershipOf(playerId)) throw alreadyInClub();
    await checkCooldown(t, playerId, clubId, now);
    const invitation = await t.menu.pendingFor(clubId, playerId, ClubApplicationKind.Invitation);
    if (invitation) {
      await join(t, clubId, club.capacity, playerId);
      return { Joined: true, ApplicationID: invitation.id };
    }
    if ((await t.menu.memberCount(clubId)) >= club.capacity) throw clubFull(clubId);
    const id = await t.menu.addApplication({ clubId, playerId, kind: ClubApplicationKind.Application });
    if (id === undefined) throw new ReplyError(Code.ClubDuplicateApplication, `already applied to club ${clubId}`);
    return { Joined: false, ApplicationID: id };
  });
  if (result.Joined) await notifyClubTab(services, [playerId]);
  return result;
}

/** A leader or sub leader invites a player (who joins by applying); the player gets a mail. */
export async function invitePlayer(services: Services, playerId: number, targetId: number): Promise<void> {
  const clubName = await clubTransaction(services, async (t) => {
    const a = await lockActor(t, playerId, 'invite');
    if (!(await t.tx.players.find(targetId))) throw new ReplyError(Code.PlayerNotFound, `no player ${targetId}`);
    if (await t.tx.clubs.membershipOf(targetId)) throw alreadyInClub();
    if ((await t.menu.memberCount(a.clubId)) >= a.club.capacity) throw clubFull(a.clubId);
    const id = await t.menu.addApplication({ clubId: a.clubId, playerId: targetId, kind: ClubApplicationKind.Invitation, inviterId: playerId });
    if (id === undefined) throw new ReplyError(Code.ClubDuplicateApplication, `player ${targetId} is invited already`);
    return a.club.name;
  });
  await sendMail(services, { to: targetId, from: playerId, title: '俱樂部邀請', text: `俱樂部「${clubName}」邀請您加入，請至俱樂部搜尋並申請加入。` });
}

/** Accepts (joins the applicant) or rejects (starts their countdown for this club) an application. */
export async function decideApplication(services: Services, playerId: number, applicationId: number, accept: boolean): Promise<void> {
  const now = services.clock.now();
  const applicant = await clubTransaction(services, async (t) => {
    const a = await lockActor(t, playerId, 'applications');
    const app = await t.menu.findApplication(applicationId);
    if (!app || app.club_id !== a.clubId || app.kind !== ClubApplicationKind.Application) throw denied(`no application ${applicationId} to this club`);
    if (accept) await t.tx.locks.hold(LockName.clubMembership(app.player_id));
    const decided = app.status === ClubApplicationStatus.Pending && (await t.menu.decide(app.id, accept ? ClubApplicationStatus.Accepted : ClubApplicationStatus.Rejected));
    if (!decided) {
      // Voided because the applicant joined another club meanwhile: say so.
      if (accept && (await t.tx.clubs.membershipOf(app.player_id))) throw alreadyInClub();
      throw denied(`application ${applicationId} is decided`);
    }
    if (accept) await join(t, a.clubId, a.club.capacity, app.player_id);
    else await startCooldown(t, app.player_id, a.clubId, now);
    return app.player_id;
  });
  if (accept) await notifyClubTab(services, [applicant]);
}

/** A sub leader or member leaves; the leader hands over or dissolves instead (200103). */
export async function leaveClub(services: Services, playerId: number): Promise<void> {
  const now = services.clock.now();
  await clubTransaction(services, async (t) => {
    const a = await lockActor(t, playerId);
    if (a.role === ClubRoleId.Leader) throw denied('the leader hands the club over or dissolves it');
    await t.menu.removeMember(a.clubId, playerId);
    await startCooldown(t, playerId, 0, now);
  });
  await notifyClubTab(services, [playerId]);
}

/** Kicks a member out: the leader anyone else, a sub leader plain members; the kicked one waits (100017). */
export async function kickMember(services: Services, playerId: number, targetId: number): Promise<void> {
  const now = services.clock.now();
  await clubTransaction(services, async (t) => {
    const a = await lockActor(t, playerId, 'kick');
    if (targetId === playerId) throw denied('use leave to leave the club');
    const targetRole = await roleIn(t, a.clubId, targetId);
    if (targetRole === 0) throw denied(`player ${targetId} is not in this club`);
    if (!clubMayKick(a.role, targetRole)) throw rightsInsufficient(`kick a member of role ${targetRole}`);
    await t.menu.removeMember(a.clubId, targetId);
    await startCooldown(t, targetId, 0, now);
  });
  await notifyClubTab(services, [targetId]);
}

/** The leader dissolves the club: members, applications, counts and records go with it. */
export async function dissolveClub(services: Services, playerId: number): Promise<void> {
  const members = await clubTransaction(services, async (t) => {
    const a = await lockActor(t, playerId, 'dissolve');
    const ids = await t.tx.clubs.memberIds(a.clubId);
    await t.menu.deleteClub(a.clubId);
    return ids;
  });
  await notifyClubTab(services, members);
}
