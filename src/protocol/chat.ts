/**
 * Chat socket payloads (chat spec §3, §4): sends, pushes, histories, resume, rooms, unread
 * counts, alliance and top announcements. Behaviour: docs/protocol-chat.md.
 */
import * as z from 'zod/mini';
import { empty, int, num } from './schema';
import { ChannelType, ChatLimits } from './chat-rules';

export * from './chat-rules';

const channelType = () =>
  z.literal([ChannelType.Public, ChannelType.Private, ChannelType.Club, ChannelType.Alliance, ChannelType.Announcement]);

/** A client's id for one outgoing message: 1–64 of [A-Za-z0-9_-]; the server stores (player, id) once. */
export const clientIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/**
 * One chat message as 30001/30011/30081/30241 push it and histories list it (chat spec §3).
 * Times are epoch milliseconds. `Seq` is strictly increasing per channel; `ID` is unique
 * across channels (use it to de-duplicate).
 */
export const chatMessageSchema = z.object({
  ID: int(),
  Seq: int(0),
  ChannelType: int(),
  /** The sender's PlayerID as a string, or 'System' when no player sent it. */
  From: z.string(),
  /** 0 player, 1 customer service, 2 system. */
  SenderType: int(),
  Message: z.string(),
  OriginalMessage: z.string(),
  CreateTime: num(),
  AutoReply: z.array(z.string()),
  /** 1..10; alliance chat colours each club. */
  ColorID: int(),
  /** Alliance chat: the sender's club; '' elsewhere. */
  ClubName: z.string(),
  /** 1 = warned: the client appends the fixed warning. */
  Flag: int(),
  /** Sender; 0 when no player sent it. */
  PlayerID: int(0),
  /** Private chat: the addressee; 0 elsewhere. */
  ToPlayerID: int(0),
  AllianceID: int(0),
  /** ID of the message this one answers; 0 for none. */
  ReplyID: int(0),
  /** Sender's display data ('' / 2 / 0 when no player sent it). */
  Name: z.string(),
  PictureURL: z.string(),
  PictureSetting: int(),
  VIPLevel: int(0),
  /** Special message parameters (op, gamecode, player_id, amount…); null for plain text. */
  Params: z.nullable(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** The sender's client id of this message (its own sends only carry it back). */
  ClientID: z.optional(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// No length limit on Message here: the server counts code points after cleaning and answers
// with a clear reason (a frame is capped at 64 KiB anyway).
const sendFields = { Message: z.string(), ReplyID: z.optional(int(0)), ClientID: z.optional(clientIdSchema) };
/** 30000 → 30001. */
export const chatPublicSendSchema = z.object(sendFields);
/** 30010 → 30011. */
export const chatPrivateSendSchema = z.object({ PlayerID: int(1), ...sendFields });
/** 30080 → 30081 (club, or alliance when the club is in one). */
export const chatClubSendSchema = z.object(sendFields);
export type ChatSendRequest = z.infer<typeof chatPublicSendSchema>;

const page = () => int(1, ChatLimits.MaxPage);
const perPage = () => z.optional(int(1, ChatLimits.PageSize));
/** Epoch ms (seconds accepted: the server reads values below 1e11 as seconds); 0 = now. */
const startTime = () => z.optional(num(0));

/** 30020: one page of a channel. PlayerID for private chat; StartSeq echoes page 1's for an exact anchor. */
export const chatHistoryRequestSchema = z.object({
  Page: page(),
  StartTime: startTime(),
  PerPage: perPage(),
  ChannelType: channelType(),
  PlayerID: z.optional(int(1)),
  /** Optional exact anchor: echo `StartSeq` of the page-1 reply (docs/protocol-chat.md). */
  StartSeq: z.optional(int(0)),
});
export type ChatHistoryRequest = z.infer<typeof chatHistoryRequestSchema>;

/** 30021: one page of a channel, newest first; an empty `Msgs` means no more. */
export const chatHistoryResultSchema = z.object({
  ChannelType: int(),
  PlayerID: int(0),
  Page: int(1),
  PerPage: int(1),
  /** The anchor used (epoch ms); send it back for the next pages. */
  StartTime: num(0),
  /** Highest seq inside the anchor; send it back as StartSeq for an exact anchor. */
  StartSeq: int(0),
  HasMore: z.boolean(),
  Msgs: z.array(chatMessageSchema),
});
export type ChatHistoryResult = z.infer<typeof chatHistoryResultSchema>;

/** 30030: the private rooms, a page at a time. */
export const chatPrivateRoomsRequestSchema = z.object({ Page: page(), PerPage: perPage() });

/** 30030's rooms (chat spec §3 private room + the other player's list fields). */
export const chatPrivateRoomSchema = z.object({
  PlayerID: int(1),
  Name: z.string(),
  PictureURL: z.string(),
  PictureSetting: int(),
  VIPLevel: int(0),
  Online: z.boolean(),
  UnreadCount: int(0),
  /** Time of the last message (epoch ms). */
  CreateTime: num(),
  /** Text of the last message. */
  Message: z.string(),
});
export type ChatPrivateRoom = z.infer<typeof chatPrivateRoomSchema>;

/** 30031: rooms with the most recent conversation first. */
export const chatPrivateRoomsResultSchema = z.object({
  Page: int(1),
  PerPage: int(1),
  Total: int(0),
  List: z.array(chatPrivateRoomSchema),
});
export type ChatPrivateRoomsResult = z.infer<typeof chatPrivateRoomsResultSchema>;

/** 30040: no fields. */
export const chatUnreadRequestSchema = empty;
/** 30041 (and 30051): unread counts; EnableClub is true when the player's club has chat enabled. */
export const chatUnreadResultSchema = z.object({
  AnnouncementTotal: int(0),
  PublicTotal: int(0),
  PrivateTotal: int(0),
  ClubTotal: int(0),
  EnableClub: z.boolean(),
});
export type ChatUnreadResult = z.infer<typeof chatUnreadResultSchema>;

/**
 * 30051, pushed whenever the counts change (and the answer to 30050). Chat §3: "30051 triggers an
 * unread refetch" — the spec gives it no fields; this server sends the fresh counts with it. So
 * the counts are optional (null or `{}` too): with all of them the client uses them, else it asks
 * 30040.
 */
export const chatUnreadChangedSchema = z.nullable(
  z.object({
    AnnouncementTotal: z.optional(int(0)),
    PublicTotal: z.optional(int(0)),
    PrivateTotal: z.optional(int(0)),
    ClubTotal: z.optional(int(0)),
    EnableClub: z.optional(z.boolean()),
  }),
);

/** 30050: mark a channel read (PlayerID for private chat) → 30051 with the new counts. */
export const chatMarkReadRequestSchema = z.object({ ChannelType: channelType(), PlayerID: z.optional(int(1)) });

/** 30090: no fields. */
export const chatAllianceListRequestSchema = empty;
/** 30091 (chat spec §3 alliance); empty when the player's club is in no alliance. */
export const chatAllianceListResultSchema = z.object({
  AllianceID: int(0),
  AllianceName: z.string(),
  Clubs: z.array(
    z.object({
      ClubID: int(),
      ClubName: z.string(),
      MemberCount: int(0),
      PicInfo: z.object({ Path: z.string(), DefaultID: int() }),
    }),
  ),
});
export type ChatAllianceListResult = z.infer<typeof chatAllianceListResultSchema>;

/** 30250: announcement history. */
export const chatAnnouncementHistoryRequestSchema = z.object({
  Page: page(),
  /** Epoch ms; 0 = now. */
  StartTime: startTime(),
  PerPage: perPage(),
  /** false: older than StartTime, newest first; true: newer than StartTime, oldest first. */
  QueryAfter: z.optional(z.boolean()),
});
export type ChatAnnouncementHistoryRequest = z.infer<typeof chatAnnouncementHistoryRequestSchema>;

/** 30251. */
export const chatAnnouncementHistoryResultSchema = z.object({
  Page: int(1),
  PerPage: int(1),
  StartTime: num(0),
  QueryAfter: z.boolean(),
  HasMore: z.boolean(),
  Msgs: z.array(chatMessageSchema),
});
export type ChatAnnouncementHistoryResult = z.infer<typeof chatAnnouncementHistoryResultSchema>;

/** 30260: no fields. */
export const chatTopAnnouncementRequestSchema = empty;
/** 30261 (chat spec §3 top announcement); Content is HTML the client sanitises. */
export const chatTopAnnouncementResultSchema = z.object({
  Msgs: z.array(
    z.object({ ID: int(), Category: int(), Title: z.string(), Content: z.string(), CreateTime: num() }),
  ),
});
export type ChatTopAnnouncementResult = z.infer<typeof chatTopAnnouncementResultSchema>;

/** 30060: resume one channel after the last seq the client holds. */
export const chatResumeRequestSchema = z.object({
  ChannelType: channelType(),
  /** Private chat: the other player. */
  PlayerID: z.optional(int(1)),
  /** The highest Seq the client holds for this channel (0 = from the start). */
  AfterSeq: int(0),
  /** At most ChatLimits.ResumeMaxMessages. */
  Limit: z.optional(int(1, ChatLimits.ResumeMaxMessages)),
});
export type ChatResumeRequest = z.infer<typeof chatResumeRequestSchema>;

/** 30061: messages with Seq > AfterSeq, oldest first. */
export const chatResumeResultSchema = z.object({
  ChannelType: int(),
  PlayerID: int(0),
  AfterSeq: int(0),
  /** The channel's newest seq now; equal to the last Msgs Seq when HasMore is false. */
  LastSeq: int(0),
  HasMore: z.boolean(),
  Msgs: z.array(chatMessageSchema),
});
export type ChatResumeResult = z.infer<typeof chatResumeResultSchema>;

