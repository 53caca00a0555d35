/**
 * What the leader and sub leaders run (docs/protocol-club.md): change of leader, sub leaders,
 * the description, the chat room, the group message. The change of leader swaps the two roles
 * in the club's locked transaction with conditional updates (the actor must still be leader,
 * the target still hold the role read), and the partial unique index `club_members_one_leader`
 * refuses a second leader whatever happens: two racing changes leave exactly one leader.
 */
import { ClubLimits, ClubRoleId, Code } from '../../src/protocol';
import { taipeiDayStart } from '../clock';
import { ReplyError } from '../errors';
import { sendMail } from '../mail/send-mail';
import type { Services } from '../services';
import { clubTransaction, denied, lockActor, roleIn } from './club-access';
import { notifyClubTab } from './membership-service';

const changePending = (why: string) => new ReplyError(Code.ClubChangePending, why);

/** The leader hands the club to a member; the old leader takes the new leader's former role. */
export async function changeLeader(services: Services, playerId: number, targetId: number): Promise<void> {
  await clubTransaction(services, async (t) => {
    const a = await lockActor(t, playerId, 'changeLeader');
    if (targetId === playerId) throw denied('already the leader');
    const targetRole = await roleIn(t, a.clubId, targetId);
    if (targetRole === 0) throw denied(`player ${targetId} is not in this club`);
    // Demote first: the one-leader index never sees two leaders, even inside the transaction.
    if (!(await t.menu.changeRole(a.clubId, playerId, ClubRoleId.Leader, targetRole))) throw changePending('the leadership changed meanwhile');
    if (!(await t.menu.changeRole(a.clubId, targetId, targetRole, ClubRoleId.Leader))) throw changePending('the new leader\'s role changed meanwhile');
    if (!(await t.menu.moveLeader(a.clubId, playerId, targetId))) throw changePending('the leadership changed meanwhile');
  });
}

/** The leader makes a member a sub leader (at most ClubLimits.MaxSubLeaders) or a sub leader a member. */
export async function setSubLeader(services: Services, playerId: number, targetId: number, assign: boolean): Promise<void> {
  await clubTransaction(services, async (t) => {
    const a = await lockActor(t, playerId, 'assignSubLeader');
    const targetRole = await roleIn(t, a.clubId, targetId);
    if (targetRole === 0) throw denied(`player ${targetId} is not in this club`);
    const [from, to] = assign ? [ClubRoleId.Member, ClubRoleId.SubLeader] : [ClubRoleId.SubLeader, ClubRoleId.Member];
    if (targetRole !== from) throw denied(assign ? `player ${targetId} is not a plain member` : `player ${targetId} is not a sub leader`);
    if (assign && (await t.menu.roleCount(a.clubId, ClubRoleId.SubLeader)) >= ClubLimits.MaxSubLeaders) {
      throw denied(`at most ${ClubLimits.MaxSubLeaders} sub leaders`);
    }
    if (!(await t.menu.changeRole(a.clubId, targetId, from, to))) throw changePending('the role changed meanwhile');
  });
}

/** The description of the player's club. */
export async function clubDescription(services: Services, playerId: number): Promise<{ ClubID: number; Description: string }> {
  const m = await services.repos.clubs.membershipOf(playerId);
  if (!m) throw new ReplyError(Code.ClubNotMember, 'not in a club');
  const club = await services.repos.clubs.find(m.clubId);
  return { ClubID: m.clubId, Description: club?.description ?? '' };
}

export async function updateDescription(services: Services, playerId: number, description: string): Promise<void> {
  await clubTransaction(services, async (t) => {
    const a = await lockActor(t, playerId, 'editDescription');
    await t.menu.setDescription(a.clubId, description.trim());
  });
}

/** The leader creates the club's chat room: club chat is on (EnableClub) for every member. */
export async function createChatRoom(services: Services, playerId: number): Promise<{ ChatEnabled: true }> {
  const members = await clubTransaction(services, async (t) => {
    const a = await lockActor(t, playerId, 'createChatRoom');
    if (a.club.chat_enabled === 1) return [];
    await t.tx.clubs.setChatEnabled(a.clubId, true);
    return t.tx.clubs.memberIds(a.clubId);
  });
  await notifyClubTab(services, members);
  return { ChatEnabled: true };
}

/**
 * Mails every other member (a group message is a player mail from the sender). One send of
 * ClubLimits.GroupMessagesPerDay per club and Taipei day, counted by a conditional update.
 */
export async function groupMessage(services: Services, playerId: number, title: string, text: string): Promise<{ Sent: number; RemainingToday: number }> {
  const now = services.clock.now();
  const { recipients, used } = await clubTransaction(services, async (t) => {
    const a = await lockActor(t, playerId, 'groupMessage');
    const count = await t.menu.takeDaily(a.clubId, 'group-message', taipeiDayStart(now), ClubLimits.GroupMessagesPerDay);
    if (count === undefined) throw new ReplyError(Code.ClubDailyMailLimit, `at most ${ClubLimits.GroupMessagesPerDay} group messages a day`);
    return { recipients: (await t.tx.clubs.memberIds(a.clubId)).filter((id) => id !== playerId), used: count };
  });
  for (const to of recipients) await sendMail(services, { to, from: playerId, title, text });
  return { Sent: recipients.length, RemainingToday: ClubLimits.GroupMessagesPerDay - used };
}
