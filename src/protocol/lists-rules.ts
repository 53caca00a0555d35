/**
 * Friend and block list relations and limits, apart from its schemas (./lists) so that the browser
 * reads them without zod (as ./passbook-rules does for the passbook).
 */

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

/** Relationship of the viewed player in 11521 (account §3, §4): 0 none, 1 friend, 2 blocked. */
export const Relationship = { None: 0, Friend: 1, Blocked: 2 } as const;

/** Recommended friends (11560) and invited friends (12630) sizes; account §9 gives 2000 for 12630. */
export const RelationLimits = {
  RecommendCount: 20,
  InvitedPerPage: 2000,
} as const;
