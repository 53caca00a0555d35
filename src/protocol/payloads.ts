/**
 * Request and reply payload types, per OP. Features add their OPs here as they are built;
 * both the client and the reference server import these types.
 */
import type { Op } from './ops';

/** Item ids in Bag.Items. Gem is 2 or 39 per brand (see brands/). */
export const ItemId = { Gold: 1, Gem: 2, GamePoints: 39 } as const;

/** Sign-in provider values (TPType). */
export const Provider = {
  facebook: 2,
  google: 3,
  apple: 4,
  line: 7,
  phone: 10000,
  guest: 99999,
} as const;
export type ProviderName = keyof typeof Provider;

export interface InitRequest {
  OP: typeof Op.Init | typeof Op.LobbyInit;
  Token: string;
  CloseRSA: true;
}
export interface InitResult {
  PlayerID: number;
}

export interface BagItem {
  Amount: number;
}

/** The player as the server describes them (account §3 "Player (profile)"). */
export interface PlayerProfile {
  PlayerID: number;
  Name: string;
  VIPLevel: number;
  Level: number;
  PicURL: string;
  PictureSetting: 1 | 2;
  Information: string;
  Bag: { Items: Record<string, BagItem> };
  Club: { ClubID: number; ClubName: string; KickoutBtn: boolean } | null;
  RegistTime: string;
  LastLoginTime: string;
  TPIDs: Record<string, string>;
  /** 1 when this sign-in created the account (drives the registration-success modal). */
  RegistSituation: number;
}

/** POST /api/v1/player — sign in (guest: TPType 99999). */
export interface SignInRequest {
  SiteID: string;
  Lang: string;
  TPType: number;
  TPToken?: string;
}
export interface SignInResult {
  Token: string;
  Player: PlayerProfile;
}

/** POST /api/v1/player/info with header api-token. */
export type PlayerInfoResult = PlayerProfile;

/** Request payloads by OP, for `socket.send`. OPs not listed take a free-form object. */
export interface RequestPayloads {
  [Op.Wallet]: Record<string, never>;
  [Op.UserInfo]: { PlayerID: number };
  [Op.HonorList]: { PlayerID: number };
  [Op.HonorPin]: { ID: number; Pinned: 1 | 2 };
  [Op.ChatPublicSend]: { Message: string; ReplyID?: number };
  [Op.ChatPrivateSend]: { PlayerID: number; Message: string; ReplyID?: number };
  [Op.ChatClubSend]: { Message: string; ReplyID?: number };
  [Op.ChatHistory]: {
    Page: number;
    StartTime: number;
    PerPage: 20;
    ChannelType: number;
    PlayerID?: number;
  };
  [Op.ChatPrivateRooms]: { Page: number; PerPage: 20 };
  [Op.ChatUnread]: Record<string, never>;
  [Op.ChatMarkRead]: { ChannelType: number; PlayerID?: number };
}

/** Chat channel types (chat spec §4): the ChannelType field of 30020 / 30050. */
export const ChannelType = { Public: 1, Private: 2, Club: 3, Alliance: 4, Announcement: 6 } as const;
export type ChannelTypeValue = (typeof ChannelType)[keyof typeof ChannelType];

/** 10031: the player's bag. Items are keyed by item id ("1" gold, "2"/"39"…), Amount ≥ 0. */
export interface WalletResult {
  Bag: { Items: Record<string, BagItem> };
}

/** 11521: another player's profile (RegistSituation is always 0 here). */
export type UserInfoResult = PlayerProfile;

/** 30041: unread counts; EnableClub is true when the player's club has chat enabled. */
export interface ChatUnreadResult {
  AnnouncementTotal: number;
  PublicTotal: number;
  PrivateTotal: number;
  ClubTotal: number;
  EnableClub: boolean;
}
