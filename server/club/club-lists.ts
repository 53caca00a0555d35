/**
 * The club menu's reads (docs/protocol-club.md): the player's club, search, members,
 * applications, exchange records, the members' redeem-code uses. Reads take no lock; the role is checked as for the writes
 * (src/protocol/club.ts ClubRights).
 */
import {
  ClubApplicationKind,
  ClubLimits,
  ClubMemberTab,
  ClubRoleId,
  clubRoleMay,
  type ClubAction,
  type ClubCouponExportRequest,
  type ClubExchangeListResult,
  type ClubInfoResult,
  type ClubListRequest,
  type ClubMemberListResult,
  type ClubSummary,
} from '../../src/protocol';
import { clubCouponsRepository } from '../db/repositories/club-coupons';
import { clubMenuRepository } from '../db/repositories/club-menu';
import type { Membership } from '../db/repositories/clubs';
import type { Services } from '../services';
import { notInClub, rightsInsufficient } from './club-access';

type ClubRecord = NonNullable<Awaited<ReturnType<Services['repos']['clubs']['find']>>>;

export function clubSummary(c: ClubRecord, memberCount: number): ClubSummary {
  return {
    ClubID: c.id,
    ClubName: c.name,
    MemberCount: memberCount,
    Capacity: c.capacity,
    PicInfo: { Path: c.pic_path, DefaultID: c.pic_default_id },
    Description: c.description,
    LeaderID: c.leader_id ?? 0,
    ChatEnabled: c.chat_enabled === 1,
  };
}

const menuOf = (services: Services) => clubMenuRepository(services.repos.db, services.repos.now);

/** The player's membership, with `action` checked when given (no lock: a read). */
export async function readActor(services: Services, playerId: number, action?: ClubAction): Promise<Membership> {
  const m = await services.repos.clubs.membershipOf(playerId);
  if (!m) throw notInClub();
  if (action && !clubRoleMay(m.role, action)) throw rightsInsufficient(action);
  return m;
}

export async function clubInfo(services: Services, playerId: number): Promise<ClubInfoResult> {
  const menu = menuOf(services);
  const now = services.clock.now();
  const [m, pending, anyUntil] = await Promise.all([services.repos.clubs.membershipOf(playerId), menu.pendingOf(playerId), menu.cooldownUntil(playerId, 0)]);
  let club: ClubSummary | null = null;
  if (m) {
    const row = await services.repos.clubs.find(m.clubId);
    if (row) club = clubSummary(row, await menu.memberCount(m.clubId));
  }
  return {
    Club: club,
    Role: club ? (m?.role ?? 0) : 0,
    ReapplyAfterMs: Math.max(0, anyUntil - now),
    PendingClubIDs: pending.filter((p) => p.kind === ClubApplicationKind.Application).map((p) => p.club_id),
    InvitedClubIDs: pending.filter((p) => p.kind === ClubApplicationKind.Invitation).map((p) => p.club_id),
  };
}

export async function searchClubs(services: Services, p: { Keyword: string; Page?: number; PerPage?: number }) {
  const perPage = p.PerPage ?? ClubLimits.PerPage;
  const { rows, total } = await menuOf(services).search(p.Keyword, ((p.Page ?? 1) - 1) * perPage, perPage);
  return { List: rows.map((r) => clubSummary(r, Number(r.member_count ?? 0))), Total: total };
}

const TAB_ROLES: Record<number, readonly number[] | undefined> = {
  [ClubMemberTab.All]: undefined,
  [ClubMemberTab.Officers]: [ClubRoleId.Leader, ClubRoleId.SubLeader],
  [ClubMemberTab.Members]: [ClubRoleId.Member],
};

function paging(p: ClubListRequest, defaultPerPage: number) {
  const perPage = p.PerPage ?? defaultPerPage;
  return { offset: ((p.Page ?? 1) - 1) * perPage, limit: perPage };
}

export async function memberList(services: Services, playerId: number, p: ClubListRequest, action: ClubAction = 'memberList'): Promise<ClubMemberListResult> {
  const m = await readActor(services, playerId, action);
  const { rows, total } = await menuOf(services).members(m.clubId, { roles: TAB_ROLES[p.Tab ?? 0], ...paging(p, ClubLimits.PerPage) });
  return {
    Total: total,
    List: rows.map((r) => ({
      PlayerID: r.player_id,
      Name: r.name,
      PictureURL: r.pic_url,
      VIPLevel: r.vip_level,
      Online: services.hub.isOnline(r.player_id),
      Role: r.role,
      JoinTime: r.joined_at,
    })),
  };
}

export async function applicationList(services: Services, playerId: number) {
  const m = await readActor(services, playerId, 'applications');
  const rows = await menuOf(services).pendingOfClub(m.clubId);
  return {
    List: rows.map((r) => ({ ApplicationID: r.id, PlayerID: r.player_id, Name: r.name, VIPLevel: r.vip_level, Kind: r.kind, CreateTime: Number(r.created_at) })),
  };
}

/** Leader and sub leaders see every member's records; a member only their own. Tab 0 all, else that kind. */
export async function exchangeList(services: Services, playerId: number, p: ClubListRequest, action: ClubAction = 'exchangeRecordsAll'): Promise<ClubExchangeListResult> {
  const m = await readActor(services, playerId, action === 'exchangeRecordsAll' ? undefined : action);
  const all = clubRoleMay(m.role, 'exchangeRecordsAll');
  const { rows, total } = await menuOf(services).exchanges(m.clubId, {
    kind: p.Tab || undefined,
    playerId: all ? undefined : playerId,
    ...paging(p, ClubLimits.PerPage),
  });
  return {
    Total: total,
    List: rows.map((r) => ({ PlayerID: r.player_id, Name: r.name, Kind: r.kind, Gold: Number(r.gold), Gems: Number(r.gems), CreateTime: Number(r.created_at) })),
  };
}

export interface ClubCouponUse {
  PlayerID: number;
  Name: string;
  Code: string;
  /** Item id → amount the code paid. */
  Items: Record<string, number>;
  /** Epoch ms of the redemption. */
  CreateTime: number;
}

/**
 * The redeem codes the club's present members redeemed while in it, newest first (leader and
 * sub leaders: ClubRights couponExport; docs/decisions/323-club-coupon-list-export.md).
 */
export async function couponList(services: Services, playerId: number, p: ClubCouponExportRequest): Promise<{ List: ClubCouponUse[] }> {
  const m = await readActor(services, playerId, 'couponExport');
  const rows = await clubCouponsRepository(services.repos.db).uses(m.clubId, paging(p, ClubLimits.ExportPerPage));
  return { List: rows.map((r) => ({ PlayerID: r.player_id, Name: r.name, Code: r.code, Items: r.items, CreateTime: r.used_at })) };
}
