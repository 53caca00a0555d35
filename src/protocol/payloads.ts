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
  [Op.ChatPublicSend]: { Message: string; ReplyID?: number; ClientID?: string };
  [Op.ChatPrivateSend]: { PlayerID: number; Message: string; ReplyID?: number; ClientID?: string };
  [Op.ChatClubSend]: { Message: string; ReplyID?: number; ClientID?: string };
  [Op.ChatHistory]: {
    Page: number;
    StartTime: number;
    PerPage: 20;
    ChannelType: number;
    PlayerID?: number;
    /** Optional exact anchor: echo `StartSeq` of the page-1 reply (docs/protocol-chat.md). */
    StartSeq?: number;
  };
  [Op.ChatPrivateRooms]: { Page: number; PerPage: 20 };
  [Op.ChatUnread]: Record<string, never>;
  [Op.ChatMarkRead]: { ChannelType: number; PlayerID?: number };
  [Op.ChatAllianceList]: Record<string, never>;
  [Op.ChatAnnouncementHistory]: ChatAnnouncementHistoryRequest;
  [Op.ChatTopAnnouncement]: Record<string, never>;
  [Op.ChatResume]: ChatResumeRequest;
  [Op.RelationList]: RelationListRequest;
  [Op.PlayerSearch]: PlayerSearchRequest;
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

/** Chat limits shared by the client and the server (chat spec §5, §9; account §9). */
export const ChatLimits = {
  /** Characters (code points) per message. */
  MaxMessageLength: 100,
  PageSize: 20,
  /** Messages per player per rolling minute, across channels (200069 beyond). */
  MessagesPerMinute: 10,
  /** VIP 3 (金, gold) is needed to speak (200024 below). */
  MinVipLevel: 3,
  /** Most messages one 30061 resume reply carries; HasMore says when to ask again. */
  ResumeMaxMessages: 100,
} as const;

/** SenderType of a chat message (chat spec §3: 1 = customer service). */
export const ChatSenderType = { Player: 0, CustomerService: 1, System: 2 } as const;

/**
 * One chat message as 30001/30011/30081/30241 push it and histories list it (chat spec §3).
 * Times are epoch milliseconds. `Seq` is strictly increasing per channel; `ID` is unique
 * across channels (use it to de-duplicate).
 */
export interface ChatMessage {
  ID: number;
  Seq: number;
  ChannelType: number;
  /** The sender's PlayerID as a string, or 'System' when no player sent it. */
  From: string;
  /** 0 player, 1 customer service, 2 system. */
  SenderType: number;
  Message: string;
  OriginalMessage: string;
  CreateTime: number;
  AutoReply: string[];
  /** 1..10; alliance chat colours each club. */
  ColorID: number;
  /** Alliance chat: the sender's club; '' elsewhere. */
  ClubName: string;
  /** 1 = warned: the client appends the fixed warning. */
  Flag: number;
  /** Sender; 0 when no player sent it. */
  PlayerID: number;
  /** Private chat: the addressee; 0 elsewhere. */
  ToPlayerID: number;
  AllianceID: number;
  /** ID of the message this one answers; 0 for none. */
  ReplyID: number;
  /** Sender's display data ('' / 2 / 0 when no player sent it). */
  Name: string;
  PictureURL: string;
  PictureSetting: number;
  VIPLevel: number;
  /** Special message parameters (op, gamecode, player_id, amount…); null for plain text. */
  Params: Record<string, string | number> | null;
  /** The sender's own id for the message (1–64 of [A-Za-z0-9_-]), when it sent one. */
  ClientID?: string;
}

/** 30021: one page of a channel, newest first; an empty `Msgs` means no more. */
export interface ChatHistoryResult {
  ChannelType: number;
  PlayerID: number;
  Page: number;
  PerPage: number;
  /** The anchor used (epoch ms); send it back for the next pages. */
  StartTime: number;
  /** Highest seq inside the anchor; send it back as StartSeq for an exact anchor. */
  StartSeq: number;
  HasMore: boolean;
  Msgs: ChatMessage[];
}

/** 30030's rooms (chat spec §3 private room + the other player's list fields). */
export interface ChatPrivateRoom {
  PlayerID: number;
  Name: string;
  PictureURL: string;
  PictureSetting: number;
  VIPLevel: number;
  Online: boolean;
  UnreadCount: number;
  /** Time of the last message (epoch ms). */
  CreateTime: number;
  /** Text of the last message. */
  Message: string;
}

/** 30031: rooms with the most recent conversation first. */
export interface ChatPrivateRoomsResult {
  Page: number;
  PerPage: number;
  Total: number;
  List: ChatPrivateRoom[];
}

/** 30091 (chat spec §3 alliance); empty when the player's club is in no alliance. */
export interface ChatAllianceListResult {
  AllianceID: number;
  AllianceName: string;
  Clubs: { ClubID: number; ClubName: string; MemberCount: number; PicInfo: { Path: string; DefaultID: number } }[];
}

export interface ChatAnnouncementHistoryRequest {
  Page: number;
  /** Epoch ms; 0 = now. */
  StartTime: number;
  PerPage: number;
  /** false: older than StartTime, newest first; true: newer than StartTime, oldest first. */
  QueryAfter?: boolean;
}

/** 30251. */
export interface ChatAnnouncementHistoryResult {
  Page: number;
  PerPage: number;
  StartTime: number;
  QueryAfter: boolean;
  HasMore: boolean;
  Msgs: ChatMessage[];
}

/** 30261 (chat spec §3 top announcement); Content is HTML the client sanitises. */
export interface ChatTopAnnouncementResult {
  Msgs: { ID: number; Category: number; Title: string; Content: string; CreateTime: number }[];
}

/** 30060: resume one channel after the last seq the client holds. */
export interface ChatResumeRequest {
  ChannelType: number;
  /** Private chat: the other player. */
  PlayerID?: number;
  /** The highest Seq the client holds for this channel (0 = from the start). */
  AfterSeq: number;
  /** At most ChatLimits.ResumeMaxMessages. */
  Limit?: number;
}

/** 30061: messages with Seq > AfterSeq, oldest first. */
export interface ChatResumeResult {
  ChannelType: number;
  PlayerID: number;
  AfterSeq: number;
  /** The channel's newest seq now; equal to the last Msgs Seq when HasMore is false. */
  LastSeq: number;
  HasMore: boolean;
  Msgs: ChatMessage[];
}

/**
 * `Params.op` of special chat messages (chat spec §3 "special chat message parameters"). The
 * spec lists the parameter names but not the op values; these are ours (docs/protocol-chat.md).
 */
export const ChatSpecialOp = {
  /** A big win worth replaying: opens /play-game/now (gamecode, player_id, multiple, amount). */
  RecordWin: 'record_win',
  /** A shared game: shown as a game link card (gamecode, gameName, player_id). */
  Share: 'share',
  /** A vault (bank code) unlocked: opens the bank-code modal (subContent = the code, jackpot_id). */
  VaultUnlock: 'vault_unlock',
  /** A red envelope was sent (red_envelope_id, amount). */
  RedEnvelope: 'red_envelope',
} as const;

/** Relationship types of 11490 / 11530 / 11570 (account §4: 1 friend, 2 blacklist). */
export const RelationType = { Friend: 1, Blocked: 2 } as const;

/** A player in friend, blacklist and search lists (account §3, chat §3 "player in lists"). */
export interface ListedPlayer {
  PlayerID: number;
  Name: string;
  PictureURL: string;
  /** 2 = default avatar. */
  PictureSetting: number;
  Online: boolean;
  VIPLevel: number;
}

/** 11490: the player's friends (Type 1, PerPage 500) or blacklist (Type 2, PerPage 100). */
export interface RelationListRequest {
  Type: number;
  Name?: string;
  Page: number;
  PerPage: number;
  GetTotal?: boolean;
}
/** 11491. */
export interface RelationListResult {
  Type: number;
  Total: number;
  List: ListedPlayer[];
}

/** 11510: player search by nickname (substring) or exact PlayerID. */
export interface PlayerSearchRequest {
  Name?: string;
  PlayerID?: number;
  Page: number;
  PerPage: number;
  GetTotal?: boolean;
  FilterBlock?: boolean;
  FilterFriend?: boolean;
  ExcludeSelf?: boolean;
  /** Echoed back in the reply, so a caller can tell its searches apart. */
  Bypass?: string;
}
/** 11511. */
export interface PlayerSearchResult {
  Infos: ListedPlayer[];
  Total: number;
  Bypass: string;
}
