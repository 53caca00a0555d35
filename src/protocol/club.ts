/**
 * The club menu over HTTP (chat §2 "Club menu entries", §3 Club, §6 roles, §7 club exports,
 * §8 200098–200115 and 100017; issue 13 item 4). Every call is POST with JSON and the
 * `api-token` header; the answer is the `{Code, Message, Result}` envelope, the three exports a
 * CSV file (UTF-8 with BOM). Who may do what: `ClubRights` below,
 * docs/decisions/183-club-roles-and-rights.md, docs/protocol-club.md.
 */
import * as z from 'zod/mini';
import { int, str } from './schema';

export const ClubPath = {
  Create: '/api/v1/club/create',
  Info: '/api/v1/club/info',
  Search: '/api/v1/club/search',
  Apply: '/api/v1/club/apply',
  ApplicationList: '/api/v1/club/application_list',
  Accept: '/api/v1/club/application/accept',
  Reject: '/api/v1/club/application/reject',
  Description: '/api/v1/club/description',
  DescriptionUpdate: '/api/v1/club/description/update',
  Invite: '/api/v1/club/invitation',
  ExchangeList: '/api/v1/club/exchange_list',
  ExchangeListExport: '/api/v1/club/exchange_list/export',
  MemberList: '/api/v1/club/member_list',
  MemberListExport: '/api/v1/club/member_list/export',
  /** The redeem codes the club's members redeemed while in it (docs/decisions/323-club-coupon-list-export.md). */
  CouponListExport: '/api/v1/club/coupon_list/export',
  ChangeLeader: '/api/v1/club/change_leader',
  AssignSubLeader: '/api/v1/club/sub_leader/assign',
  RemoveSubLeader: '/api/v1/club/sub_leader/remove',
  CreateChatRoom: '/api/v1/club/chat_room/create',
  GroupMessage: '/api/v1/club/group_message',
  Dissolve: '/api/v1/club/dissolve',
  Leave: '/api/v1/club/leave',
  Kick: '/api/v1/club/kick',
} as const;

/** QA control (QA mode only; docs/qa-api.md): a club with members in given roles. */
export const QaClubPath = '/__qa/club';

/** club_members.role (server/db/repositories/clubs.ts ClubRole). */
export const ClubRoleId = { Leader: 1, SubLeader: 2, Member: 3 } as const;
export type ClubRoleIdValue = (typeof ClubRoleId)[keyof typeof ClubRoleId];

/** Every club action the server checks a role for (docs/decisions/183-club-roles-and-rights.md). */
export type ClubAction =
  | 'viewDescription'
  | 'editDescription'
  | 'invite'
  | 'exchangeRecordsAll'
  | 'exchangeExport'
  | 'redEnvelope'
  | 'changeLeader'
  | 'assignSubLeader'
  | 'createChatRoom'
  | 'groupMessage'
  | 'applications'
  | 'dissolve'
  | 'leave'
  | 'kick'
  | 'memberList'
  | 'memberExport'
  | 'couponExport';

const L = ClubRoleId.Leader;
const S = ClubRoleId.SubLeader;
const M = ClubRoleId.Member;

/** Which role may use which club menu entry; the client shows an entry only to these roles. */
export const ClubRights: Readonly<Record<ClubAction, readonly number[]>> = {
  viewDescription: [L, S, M],
  editDescription: [L, S],
  invite: [L, S],
  /** Members see their own exchange records only. */
  exchangeRecordsAll: [L, S],
  exchangeExport: [L, S],
  redEnvelope: [L, S],
  changeLeader: [L],
  assignSubLeader: [L],
  createChatRoom: [L],
  groupMessage: [L, S],
  applications: [L, S],
  dissolve: [L],
  /** The leader hands over (change leader) or dissolves instead: 200103. */
  leave: [S, M],
  /** A leader kicks sub leaders and members, a sub leader members only. */
  kick: [L, S],
  memberList: [L, S, M],
  memberExport: [L, S],
  /** The members' redeem-code uses as CSV (docs/decisions/323-club-coupon-list-export.md). */
  couponExport: [L, S],
};

export function clubRoleMay(role: number, action: ClubAction): boolean {
  return ClubRights[action].includes(role);
}

/** A leader kicks anyone but themself; a sub leader kicks plain members only. */
export function clubMayKick(kickerRole: number, targetRole: number): boolean {
  if (!clubRoleMay(kickerRole, 'kick')) return false;
  return kickerRole === L ? targetRole !== L : targetRole === M;
}

export const ClubLimits = {
  /** Members (leader included) of a new club. */
  DefaultCapacity: 50,
  MaxSubLeaders: 3,
  /** VIP tier needed to create a club (3 金, as for speaking in chat). */
  CreateMinVip: 3,
  /** After a rejection (that club) or leaving / being kicked (any club): 100017. */
  ReapplyCooldownMs: 24 * 3600_000,
  /** Group messages per club and Taipei day: 200112 beyond. */
  GroupMessagesPerDay: 3,
  NameMin: 2,
  NameMax: 12,
  DescriptionMax: 200,
  GroupTitleMax: 30,
  GroupTextMax: 500,
  PerPage: 20,
  ExportPerPage: 2000,
} as const;

/** A club name: 2–12 letters, digits or CJK characters, no spaces or symbols (200101 otherwise). */
export const CLUB_NAME_PATTERN = /^[\p{L}\p{N}]{2,12}$/u;

/** club_applications.kind / status. */
export const ClubApplicationKind = { Application: 1, Invitation: 2 } as const;
export const ClubApplicationStatus = { Pending: 1, Accepted: 2, Rejected: 3, Void: 4 } as const;

/** Exchange record kinds and the Tab of the exchange list (0: all). */
export const ClubExchangeKind = { GemsToGold: 1, GoldToGems: 2 } as const;
/** The Tab of the member list: 0 all, 1 leader and sub leaders, 2 plain members. */
export const ClubMemberTab = { All: 0, Officers: 1, Members: 2 } as const;

const clubId = () => int(1);
const playerId = () => int(1);
const page = () => int(1, 100_000);
const lang = () => z.optional(z.enum(['zh_tw', 'id_id', 'vi_vn']));

export const clubCreateSchema = z.object({ ClubName: z.string().check(z.maxLength(64)) });
export const clubIdSchema = z.object({ ClubID: clubId() });
export const clubEmptySchema = z.object({});
export const clubSearchSchema = z.object({
  /** A club id, or part of a name; empty lists the newest clubs. */
  Keyword: str(0, 64),
  Page: z.optional(page()),
  PerPage: z.optional(int(1, ClubLimits.PerPage)),
});
export const clubDescriptionUpdateSchema = z.object({ Description: str(0, ClubLimits.DescriptionMax) });
export const clubApplicationDecisionSchema = z.object({ ApplicationID: int(1) });
export const clubPlayerSchema = z.object({ PlayerID: playerId() });
export const clubGroupMessageSchema = z.object({
  Title: str(1, ClubLimits.GroupTitleMax),
  Message: str(1, ClubLimits.GroupTextMax),
});
export const clubListSchema = z.object({
  Tab: z.optional(int(0, 2)),
  Page: z.optional(page()),
  PerPage: z.optional(int(1, ClubLimits.ExportPerPage)),
});
/** The CSV exports: Tab, Page, PerPage up to 2,000; column titles in Lang (zh_tw when left out). */
export const clubExportSchema = z.object({
  Tab: z.optional(int(0, 2)),
  Page: int(1, 100_000),
  PerPage: int(1, ClubLimits.ExportPerPage),
  Lang: lang(),
});
export type ClubExportRequest = z.infer<typeof clubExportSchema>;
/** The coupon (redeem code) export: the other exports' body without Tab (the uses have no kinds). */
export const clubCouponExportSchema = z.omit(clubExportSchema, { Tab: true });
export type ClubCouponExportRequest = z.infer<typeof clubCouponExportSchema>;
export type ClubListRequest = z.infer<typeof clubListSchema>;

/** Chat §3 Club, with the capacity and description. */
export const clubSummarySchema = z.object({
  ClubID: int(1),
  ClubName: z.string(),
  MemberCount: int(0),
  Capacity: int(1),
  PicInfo: z.object({ Path: z.string(), DefaultID: int() }),
  Description: z.string(),
  LeaderID: int(0),
  ChatEnabled: z.boolean(),
});
export type ClubSummary = z.infer<typeof clubSummarySchema>;

/** /club/info: the player's club and role (null, 0 when in none) and their pending applications. */
export const clubInfoResultSchema = z.object({
  Club: z.nullable(clubSummarySchema),
  Role: int(0, 3),
  /** Milliseconds left of the any-club re-apply countdown (0: none). */
  ReapplyAfterMs: int(0),
  PendingClubIDs: z.array(int(1)),
  /** Invitations waiting for this player: apply to the club to join at once. */
  InvitedClubIDs: z.array(int(1)),
});
export type ClubInfoResult = z.infer<typeof clubInfoResultSchema>;

export const clubSearchResultSchema = z.object({ List: z.array(clubSummarySchema), Total: int(0) });

export const clubMemberSchema = z.object({
  PlayerID: int(1),
  Name: z.string(),
  PictureURL: z.string(),
  VIPLevel: int(0),
  Online: z.boolean(),
  Role: int(1, 3),
  /** Epoch ms. */
  JoinTime: int(0),
});
export type ClubMember = z.infer<typeof clubMemberSchema>;
export const clubMemberListResultSchema = z.object({ List: z.array(clubMemberSchema), Total: int(0) });
export type ClubMemberListResult = z.infer<typeof clubMemberListResultSchema>;

export const clubApplicationSchema = z.object({
  ApplicationID: int(1),
  PlayerID: int(1),
  Name: z.string(),
  VIPLevel: int(0),
  /** 1 application, 2 invitation not answered yet. */
  Kind: int(1, 2),
  CreateTime: int(0),
});
export const clubApplicationListResultSchema = z.object({ List: z.array(clubApplicationSchema) });

/** /club/apply: Joined true when an invitation made it immediate; otherwise pending. */
export const clubApplyResultSchema = z.object({ Joined: z.boolean(), ApplicationID: int(0) });
export type ClubApplyResult = z.infer<typeof clubApplyResultSchema>;

export const clubExchangeSchema = z.object({
  PlayerID: int(1),
  Name: z.string(),
  Kind: int(1, 2),
  Gold: int(),
  Gems: int(),
  CreateTime: int(0),
});
export type ClubExchange = z.infer<typeof clubExchangeSchema>;
export const clubExchangeListResultSchema = z.object({ List: z.array(clubExchangeSchema), Total: int(0) });
export type ClubExchangeListResult = z.infer<typeof clubExchangeListResultSchema>;

/** /club/group_message: how many members got the mail and how many sends are left today. */
export const clubGroupMessageResultSchema = z.object({ Sent: int(0), RemainingToday: int(0) });

/** Result of 100017: seconds until the player may apply again. */
export const clubCooldownResultSchema = z.object({ RetryAfter: int(0) });

/** /club/create: the new club's id. */
export const clubCreateResultSchema = z.object({ ClubID: int(1) });
/** /club/description: the club's description as its officers edit it. */
export const clubDescriptionResultSchema = z.object({ ClubID: int(1), Description: z.string() });
/** /club/chat_room/create: the club's chat is on. */
export const clubChatRoomResultSchema = z.object({ ChatEnabled: z.literal(true) });
