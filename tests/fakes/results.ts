/**
 * Results that pass their OP's schema (src/protocol), for tests that feed replies through a
 * socket: a reply that fails its schema is dropped before any handler runs.
 */
import { ChannelType, type ChatMessage, type ChatUnreadResult, type ReceivedChatMessage, type ListedPlayer, type PlayerProfile, type WalletResult } from '@/protocol';

/** A public chat message from player 2, with `fields` over the defaults. */
export function chatMessageResult(fields: Partial<ChatMessage> = {}): ChatMessage {
  return {
    ID: 1,
    Seq: 1,
    ChannelType: ChannelType.Public,
    From: '2',
    SenderType: 0,
    Message: 'hi',
    OriginalMessage: '',
    CreateTime: 0,
    AutoReply: [],
    ColorID: 1,
    ClubName: '',
    Flag: 0,
    PlayerID: 2,
    ToPlayerID: 0,
    AllianceID: 0,
    ReplyID: 0,
    Name: '',
    PictureURL: '',
    PictureSetting: 2,
    VIPLevel: 3,
    Params: null,
    ...fields,
  };
}

/**
 * A public chat message from player 2 shaped as chat spec §3 gives it: the spec's fields only,
 * none of those the reference server adds (Seq, ChannelType, Name…), as a production lobby may
 * send it (decision 328).
 */
export function specChatMessageResult(fields: Partial<ReceivedChatMessage> = {}): ReceivedChatMessage {
  return {
    ID: 1,
    From: '2',
    SenderType: 0,
    Message: 'hi',
    OriginalMessage: 'hi',
    CreateTime: 0,
    AutoReply: [],
    ColorID: 1,
    ClubName: '',
    Flag: 0,
    PlayerID: 2,
    AllianceID: 0,
    ReplyID: 0,
    ...fields,
  };
}

/** 30041 counts, all zero unless given. */
export function unreadResult(fields: Partial<ChatUnreadResult> = {}): ChatUnreadResult {
  return { AnnouncementTotal: 0, PublicTotal: 0, PrivateTotal: 0, ClubTotal: 0, EnableClub: false, ...fields };
}

/** 10031 with `gold` gold. */
export function walletResult(gold = 0): WalletResult {
  return { Bag: { Items: { '1': { Amount: gold } } } };
}

/** An 11521 / sign-in profile with `fields` over the defaults. */
export function playerProfileResult(fields: Partial<PlayerProfile> = {}): PlayerProfile {
  return {
    PlayerID: 1,
    Name: '',
    VIPLevel: 0,
    Level: 1,
    PicURL: '',
    PictureSetting: 2,
    Information: '',
    Bag: { Items: {} },
    Club: null,
    RegistTime: '2025-01-01 00:00:00',
    LastLoginTime: '2025-01-01 00:00:00',
    TPIDs: {},
    RegistSituation: 0,
    ...fields,
  };
}

/** A player as lists show them (11491 / 11511). */
export function listedPlayerResult(fields: Partial<ListedPlayer> & { PlayerID: number }): ListedPlayer {
  return { Name: '', PictureURL: '', PictureSetting: 2, Online: false, VIPLevel: 0, ...fields };
}
