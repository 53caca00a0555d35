/** Friend list / blacklist (11490) and player search (11510): account §7, §9. */
import * as z from 'zod/mini';
import { int, str } from './schema';
import { RelationType, ListLimits, Relationship } from './lists-rules';

export * from './lists-rules';

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

/** 11530 add relation / 11570 delete relation: Type 1 friend, 2 blacklist. */
export const relationChangeRequestSchema = z.object({
  PlayerID: int(1),
  Type: z.literal([RelationType.Friend, RelationType.Blocked]),
});
export type RelationChangeRequest = z.infer<typeof relationChangeRequestSchema>;
/** 11531 / 11571: the relationship the asker now has with PlayerID (0 none, 1 friend, 2 blocked). */
export const relationChangeResultSchema = z.object({
  PlayerID: int(1),
  Type: int(),
  Relationship: z.literal([Relationship.None, Relationship.Friend, Relationship.Blocked]),
});
export type RelationChangeResult = z.infer<typeof relationChangeResultSchema>;

/** 11560: no fields. */
export const recommendFriendsRequestSchema = z.object({});
/** 11561: players the asker may befriend (not self, not friends, no block either way). */
export const recommendFriendsResultSchema = z.object({ List: z.array(listedPlayerSchema) });
export type RecommendFriendsResult = z.infer<typeof recommendFriendsResultSchema>;

/** 12630: players who bound the asker's invitation code, optionally by name (PerPage 2000). */
export const invitedFriendsRequestSchema = z.object({
  Name: z.optional(str(0, ListLimits.MaxNameLength)),
  Page: page(),
  PerPage: perPage(),
});
export type InvitedFriendsRequest = z.infer<typeof invitedFriendsRequestSchema>;
/** 12631: the spec renames the original PlayerName to Name; entries read like friend rows. */
export const invitedFriendsResultSchema = z.object({ Total: int(0), List: z.array(listedPlayerSchema) });
export type InvitedFriendsResult = z.infer<typeof invitedFriendsResultSchema>;
