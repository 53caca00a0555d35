/**
 * Live-room limits and live chat's channel type (chat spec §9), apart from its schemas (./live) so
 * that the browser reads them without zod (as ./passbook-rules does for the passbook).
 */
import { ChatLimits } from './chat-rules';

/** Live limits (chat spec §9). */
export const LiveLimits = {
  /** Players per online-count page (30140). */
  OnlinePageSize: 50,
  MaxPage: 100_000,
  /** Live chat history page size (30110 PerPage 20). */
  HistoryPageSize: ChatLimits.PageSize,
  /** Stream player: start delay, stall timeout and empty-buffer wait in ms (client rules). */
  StreamStartDelayMs: 3000,
  StreamTimeoutMs: 5000,
  StreamBufferMs: 800,
} as const;

/**
 * The chat ChannelType live chat messages carry (30101/30111): 5, the one number the chat
 * spec's channel list (1, 2, 3, 4, 6) leaves free. The channel key is the RoomID.
 */
export const LIVE_CHANNEL_TYPE = 5;

/** The live rooms' HTTP path (chat spec §7 "Backend HTTP helpers"; docs/protocol-live.md). */
export const LivePath = {
  /** A room's stream now: its URL and whether it is open (the player asks it before a reload). */
  StreamInfo: '/api/v1/live/stream/get_info',
} as const;
