/**
 * The player as the server describes them, sign-in (POST /api/v1/player), the socket init,
 * the wallet (10030) and another player's profile (11520).
 */
import * as z from 'zod/mini';
import { empty, int, str } from './schema';

export { ItemId, Provider, type ProviderName } from './ids';

/** Longest session token the init frame carries. */
export const MAX_TOKEN_LENGTH = 512;

/** 10000 / 13010: the init frame (sent by the socket itself). */
export const initRequestSchema = z.object({ Token: str(0, MAX_TOKEN_LENGTH), CloseRSA: z.optional(z.boolean()) });
export type InitRequest = z.infer<typeof initRequestSchema>;
/** 10001 / 13011. */
export const initResultSchema = z.object({ PlayerID: int(1) });
export type InitResult = z.infer<typeof initResultSchema>;

export const bagItemSchema = z.object({ Amount: z.number() });
export type BagItem = z.infer<typeof bagItemSchema>;
/** Items keyed by item id ("1" gold, "2"/"39"…). */
export const bagSchema = z.object({ Items: z.record(z.string(), bagItemSchema) });

/** The player as the server describes them (account §3 "Player (profile)"). */
export const playerProfileSchema = z.object({
  PlayerID: int(1),
  Name: z.string(),
  VIPLevel: int(0),
  Level: int(0),
  PicURL: z.string(),
  PictureSetting: z.literal([1, 2]),
  Information: z.string(),
  Bag: bagSchema,
  Club: z.nullable(z.object({ ClubID: int(), ClubName: z.string(), KickoutBtn: z.boolean() })),
  RegistTime: z.string(),
  LastLoginTime: z.string(),
  TPIDs: z.record(z.string(), z.string()),
  /** 1 when this sign-in created the account (drives the registration-success modal). */
  RegistSituation: int(),
  /** 11521 only: the viewer's relationship to this player (0 none, 1 friend, 2 blocked). */
  Relationship: z.optional(z.literal([0, 1, 2])),
  /** 11521 only: this player blocked the viewer, so the card offers no 封鎖 (account §4). */
  HasBlock: z.optional(z.boolean()),
  /** Own profile only (10160): renames in the current window, the limit, the next allowed time ('' now). */
  Detail: z.optional(z.object({ Rename: int(0), RenameLimit: int(0), NextRenameTime: z.string() })),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/** Body of POST /api/v1/player — sign in (guest: TPType 99999). */
export const signInRequestSchema = z.object({
  SiteID: str(0, 64),
  Lang: str(0, 16),
  TPType: int(),
  TPToken: z.optional(str(0, 8192)),
  /** Phone sign-in (TPType 10000): the account chosen among those on the number. */
  PlayerID: z.optional(int(1)),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;
export const signInResultSchema = z.object({ Token: z.string(), Player: playerProfileSchema });
export type SignInResult = z.infer<typeof signInResultSchema>;

/** POST /api/v1/player/info with header api-token. */
export type PlayerInfoResult = PlayerProfile;

/** 10030: no fields. */
export const walletRequestSchema = empty;
/** 10031: the player's bag. Amount ≥ 0. */
export const walletResultSchema = z.object({ Bag: bagSchema });
export type WalletResult = z.infer<typeof walletResultSchema>;

/** 11520: any player's profile. */
export const userInfoRequestSchema = z.object({ PlayerID: int(1) });
/** 11521: another player's profile (RegistSituation is always 0 here). */
export const userInfoResultSchema = playerProfileSchema;
export type UserInfoResult = PlayerProfile;
