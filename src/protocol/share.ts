/**
 * Sharing a game into chat (account §2 / §4 "Share dialog", chat §3 special messages): the
 * share dialog sends one 30070 per selected player (ChannelType private) and, when 同時送出公頻
 * is ticked, one more to the public channel. The server checks the game code against its
 * catalogue and posts the message through the ordinary chat send path (VIP, mute, sensitive
 * words and the 10-a-minute rate limit all apply), with Params {op: 'share', gamecode,
 * gameName, player_id, id}. docs/decisions/135-chat-share-op.md.
 */
import * as z from 'zod/mini';
import { ChannelType, clientIdSchema } from './chat';
import { int, str } from './schema';

/** Limits of a share (account §9 "Share dialog"). */
export const ShareLimits = {
  /** Rows the dialog loads per step. */
  PageSize: 20,
  /** Most characters of a game code. */
  MaxGameCodeLength: 32,
  /** Most characters of the record / share id carried in Params.id. */
  MaxIdLength: 64,
} as const;

/** 30070: share a game to one player (private) or to the public channel. */
export const chatShareRequestSchema = z.object({
  ChannelType: z.literal([ChannelType.Public, ChannelType.Private]),
  /** Private: the addressee. */
  PlayerID: z.optional(int(1)),
  GameCode: str(1, ShareLimits.MaxGameCodeLength),
  /** The share text shown above the card (cleaned and counted like any chat message). */
  Message: z.string(),
  /** What is shared: an honor record's machine number, or the dialog's share id. */
  ID: z.optional(str(0, ShareLimits.MaxIdLength)),
  ClientID: z.optional(clientIdSchema),
});
export type ChatShareRequest = z.infer<typeof chatShareRequestSchema>;
