/**
 * Live room and live chat socket payloads (chat spec §3 "Live", §4 "Live chat", §7 live chat
 * table, §9 stream constants). Gifts (30181/30210/30230) are declared with their feature.
 * Behaviour: docs/protocol-live.md.
 */
import * as z from 'zod/mini';
import { chatMessageSchema, clientIdSchema, receivedChatMessageSchema } from './chat';
import { ChatLimits } from './chat-rules';
import { listedPlayerSchema } from './lists';
import { empty, int, num } from './schema';
import { LiveLimits } from './live-rules';

export * from './live-rules';

/** One live room (chat spec §3 RoomInfo with RoomID and DownStreamUrl). */
export const liveRoomInfoSchema = z.object({
  RoomID: int(1),
  Title: z.string(),
  AnchorName: z.string(),
  /** The anchor's player account (a live gift with ToID 0 goes there); 0 when the room has none. */
  AnchorID: int(0),
  /** What the player plays (HLS or a looping video), absolute or relative to the lobby. */
  DownStreamUrl: z.string(),
  /** Players in the room now, on every server process. */
  TotalPlayerInRoom: int(0),
});
export type LiveRoomInfo = z.infer<typeof liveRoomInfoSchema>;

/** 30220: no fields. */
export const liveRoomListRequestSchema = empty;
/** 30221: the room shown first (the default room, null when none is open) and every open room. */
export const liveRoomListResultSchema = z.object({
  Preview: z.nullable(liveRoomInfoSchema),
  List: z.array(liveRoomInfoSchema),
});
export type LiveRoomListResult = z.infer<typeof liveRoomListResultSchema>;

/** 30270: no fields. */
export const liveDefaultRoomRequestSchema = empty;
/** 30271: the default room (200221 when no room is open). */
export const liveDefaultRoomResultSchema = z.object({ RoomInfo: liveRoomInfoSchema });

/** 30120: join a room (leaves the room this socket was in). */
export const liveJoinRequestSchema = z.object({ RoomID: int(1) });
/** 30121: the room joined. Code 200221 (also pushed when a room closes): live chat turns off. */
export const liveJoinResultSchema = z.object({ RoomInfo: liveRoomInfoSchema });

/** 30130: leave this socket's room (RoomID optional: when given it must be that room). */
export const liveLeaveRequestSchema = z.object({ RoomID: z.optional(int(1)) });
/** 30131: the room left, 0 when the socket was in none. */
export const liveLeaveResultSchema = z.object({ RoomID: int(0) });

/** 30140: the players in this socket's room, a page of 50. */
export const liveOnlineCountRequestSchema = z.object({
  Page: int(1, LiveLimits.MaxPage),
  PerPage: z.optional(int(1, LiveLimits.OnlinePageSize)),
});
/** 30141: Total players in the room and one page of them (earliest joined first). */
export const liveOnlineCountResultSchema = z.object({
  RoomID: int(1),
  Total: int(0),
  Page: int(1),
  PerPage: int(1),
  List: z.array(listedPlayerSchema),
});
export type LiveOnlineCountResult = z.infer<typeof liveOnlineCountResultSchema>;

/** 30151 push: a player entered the room (to the room's other members). */
export const liveEnterPushSchema = z.object({
  RoomID: int(1),
  PlayerID: int(1),
  Name: z.string(),
  VIPLevel: int(0),
});
/** 30171 push: the room's player count changed. */
export const liveRoomTotalPushSchema = z.object({ RoomID: int(1), TotalPlayerInRoom: int(0) });

/** 30100: say something in this socket's room (chat rules apply). Decode is accepted, unused. */
export const liveChatSendSchema = z.object({
  Message: z.string(),
  ReplyID: z.optional(int(0)),
  Decode: z.optional(z.boolean()),
  ClientID: z.optional(clientIdSchema),
});

/** 30110: the room's history, newest first, anchored at StartTime (0 = now). */
export const liveHistoryRequestSchema = z.object({
  Page: int(1, ChatLimits.MaxPage),
  StartTime: z.optional(num(0)),
  PerPage: z.optional(int(1, LiveLimits.HistoryPageSize)),
});
/** 30111 as the reference server sends it: Msgs newest first; Total messages in the room at StartTime. */
export const liveHistoryResultSchema = z.object({
  RoomID: int(1),
  StartTime: num(0),
  Total: int(0),
  Msgs: z.array(chatMessageSchema),
});
/** 30111 as the client accepts it: spec-shaped messages (decision 328). */
export const receivedLiveHistoryResultSchema = z.extend(liveHistoryResultSchema, { Msgs: z.array(receivedChatMessageSchema) });
export type LiveHistoryResult = z.infer<typeof liveHistoryResultSchema>;
export type ReceivedLiveHistoryResult = z.infer<typeof receivedLiveHistoryResultSchema>;

/** POST /api/v1/live/stream/get_info (chat spec §7 "Backend HTTP helpers", payload not shown): one room. */
export const liveStreamInfoRequestSchema = z.object({ RoomID: int(1) });
/**
 * Its stream now: the URL the player plays (as in RoomInfo) and whether the room is open. A
 * closed room of the player's sites answers `Open: false`; an unknown room or another brand's
 * answers 200221, as a join does.
 */
export const liveStreamInfoResultSchema = z.object({
  RoomID: int(1),
  Title: z.string(),
  DownStreamUrl: z.string(),
  Open: z.boolean(),
});
export type LiveStreamInfo = z.infer<typeof liveStreamInfoResultSchema>;
