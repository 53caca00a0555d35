/** Friend list / blacklist (11490) and player search (11510): account §7, §9. */
import * as z from 'zod/mini';
import { int, str } from './schema';

/** Relationship types of 11490 / 11530 / 11570 (account §4: 1 friend, 2 blacklist). */
export const RelationType = { Friend: 1, Blocked: 2 } as const;

/** Page sizes of account §9: friends 500, blacklist 100, chat searches 1000, club members 2000. */
export const ListLimits = {
  FriendsPerPage: 500,
  BlockedPerPage: 100,
  SearchPerPage: 20,
  ChatSearchPerPage: 1000,
  /** The largest of the spec's page sizes (club member search): the most one page may ask. */
  MaxPerPage: 2000,
  MaxPage: 100_000,
  MaxNameLength: 64,
} as const;

/** A player in friend, blacklist and search lists (account §3, chat §3 "player in lists"). */
export const listedPlayerSchema = z.object({
  PlayerID: int(1),
  Name: z.string(),
  PictureURL: z.string(),
  /** 2 = default avatar. */
  PictureSetting: int(),
  Online: z.boolean(),
  VIPLevel: int(0),
});
export type ListedPlayer = z.infer<typeof listedPlayerSchema>;

const page = () => int(1, ListLimits.MaxPage);
const perPage = () => int(1, ListLimits.MaxPerPage);

/** 11490: the player's friends (Type 1, PerPage 500) or blacklist (Type 2, PerPage 100). */
export const relationListRequestSchema = z.object({
  Type: z.literal([RelationType.Friend, RelationType.Blocked]),
  Name: z.optional(str(0, ListLimits.MaxNameLength)),
  Page: page(),
  PerPage: perPage(),
  GetTotal: z.optional(z.boolean()),
});
export type RelationListRequest = z.infer<typeof relationListRequestSchema>;
/** 11491. */
export const relationListResultSchema = z.object({ Type: int(), Total: int(0), List: z.array(listedPlayerSchema) });
export type RelationListResult = z.infer<typeof relationListResultSchema>;

/** 11510: player search by nickname (substring) or exact PlayerID. */
export const playerSearchRequestSchema = z.object({
  Name: z.optional(str(0, ListLimits.MaxNameLength)),
  PlayerID: z.optional(int(1)),
  Page: page(),
  PerPage: perPage(),
  GetTotal: z.optional(z.boolean()),
  FilterBlock: z.optional(z.boolean()),
  FilterFriend: z.optional(z.boolean()),
  ExcludeSelf: z.optional(z.boolean()),
  /** Echoed back in the reply, so a caller can tell its searches apart. */
  Bypass: z.optional(str(0, 64)),
});
export type PlayerSearchRequest = z.infer<typeof playerSearchRequestSchema>;
/** 11511. */
export const playerSearchResultSchema = z.object({ Infos: z.array(listedPlayerSchema), Total: int(0), Bypass: z.string() });
export type PlayerSearchResult = z.infer<typeof playerSearchResultSchema>;
