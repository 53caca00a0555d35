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
 * One chat message as the reference server sends it in 30001/30011/30081/30241 pushes,
 * histories and resume pages: the chat spec §3 fields and ours (`Seq`, `ChannelType`, the
 * addressee and the sender's display data), all present. Times are epoch milliseconds. `Seq`
 * is strictly increasing per channel; `ID` is unique across channels (use it to de-duplicate).
 * The client accepts less: `receivedChatMessageSchema`.
 */
export const chatMessageSchema = z.object({
  ID: int(),
  /** Ours: 1, 2, 3… per channel, no gap; what a resume (30060) starts after. */
  Seq: int(0),
  /** Ours: the channel (the push's OP or the page's request says it too). */
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
  /** Ours: private chat: the addressee; 0 elsewhere. */
  ToPlayerID: int(0),
  /** The alliance of an alliance-chat message; 0 elsewhere. */
  AllianceID: int(0),
  /** ID of the message this one answers; 0 for none. */
  ReplyID: int(0),
  /** Ours: the sender's display data ('' / 2 / 0 when no player sent it). */
  Name: z.string(),
  PictureURL: z.string(),
  PictureSetting: int(),
  VIPLevel: int(0),
  /** Ours: special message parameters (op, gamecode, player_id, amount…); null for plain text. */
  Params: z.nullable(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** The sender's client id of this message (its own sends only carry it back). */
  ClientID: z.optional(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * One chat message as the client accepts it (decision 328): the chat spec §3 fields are
 * required; the fields the reference server adds may be absent, as from a lobby that sends the
 * spec's fields only. Without `Seq` a channel is ordered by CreateTime then ID and re-read
 * instead of resumed; without `ChannelType` the OP names the channel; without the display data
 * the sender shows with the default avatar.
 */
export const receivedChatMessageSchema = z.partial(chatMessageSchema, {
  Seq: true,
  ChannelType: true,
  ToPlayerID: true,
  Name: true,
  PictureURL: true,
  PictureSetting: true,
  VIPLevel: true,
  Params: true,
});
export type ReceivedChatMessage = z.infer<typeof receivedChatMessageSchema>;

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

/** 30021 as the reference server sends it: one page of a channel, newest first; an empty `Msgs` means no more. */
export const chatHistoryResultSchema = z.object({
  ChannelType: int(),
  PlayerID: int(0),
  Page: int(1),
  PerPage: int(1),
  /** The anchor used (epoch ms); send it back for the next pages. */
  StartTime: num(0),
  /** Ours: highest seq inside the anchor; send it back as StartSeq for an exact anchor. */
  StartSeq: int(0),
  HasMore: z.boolean(),
  Msgs: z.array(chatMessageSchema),
});
/** 30021 as the client accepts it: spec-shaped messages, and no `StartSeq` from a lobby without seqs. */
export const receivedChatHistoryResultSchema = z.extend(chatHistoryResultSchema, {
  StartSeq: z.optional(int(0)),
  Msgs: z.array(receivedChatMessageSchema),
});
export type ChatHistoryResult = z.infer<typeof chatHistoryResultSchema>;
export type ReceivedChatHistoryResult = z.infer<typeof receivedChatHistoryResultSchema>;

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

/** 30251 as the reference server sends it. */
export const chatAnnouncementHistoryResultSchema = z.object({
  Page: int(1),
  PerPage: int(1),
  StartTime: num(0),
  QueryAfter: z.boolean(),
  HasMore: z.boolean(),
  Msgs: z.array(chatMessageSchema),
});
/** 30251 as the client accepts it (spec-shaped messages). */
export const receivedChatAnnouncementHistoryResultSchema = z.extend(chatAnnouncementHistoryResultSchema, {
  Msgs: z.array(receivedChatMessageSchema),
});
export type ChatAnnouncementHistoryResult = z.infer<typeof chatAnnouncementHistoryResultSchema>;
export type ReceivedChatAnnouncementHistoryResult = z.infer<typeof receivedChatAnnouncementHistoryResultSchema>;

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

/** 30061: messages with Seq > AfterSeq, oldest first (ours: only a lobby with seqs answers it). */
export const chatResumeResultSchema = z.object({
  ChannelType: int(),
  PlayerID: int(0),
  AfterSeq: int(0),
  /** The channel's newest seq now; equal to the last Msgs Seq when HasMore is false. */
  LastSeq: int(0),
  HasMore: z.boolean(),
  Msgs: z.array(chatMessageSchema),
});
/** 30061 as the client accepts it: its messages are checked as every other message. */
export const receivedChatResumeResultSchema = z.extend(chatResumeResultSchema, { Msgs: z.array(receivedChatMessageSchema) });
export type ChatResumeResult = z.infer<typeof chatResumeResultSchema>;
export type ReceivedChatResumeResult = z.infer<typeof receivedChatResumeResultSchema>;

