/**
 * get_info through `lobbyCall` (POST /api/v1/live/stream/get_info, docs/protocol-live.md): the
 * room's stream now. Loaded with import() by ./stream-refresh when a stream first reloads, never
 * with the live page: it brings `lobbyCall` and the live group's zod schemas (decision 218: the
 * live page's first load builds no schema; its JS is budgeted).
 */
import { lobbyCall } from '@/http/lobby-call';
import { liveApi } from '@/protocol/api/live';
import { Code } from '@/protocol/codes';
import type { StreamCheck } from './stream-refresh';

export async function askStreamInfo(roomId: number): Promise<StreamCheck> {
  const out = await lobbyCall(liveApi.StreamInfo, { RoomID: roomId });
  if (out.ok) return out.result.Open ? { kind: 'open', url: out.result.DownStreamUrl } : { kind: 'closed' };
  // 200221: the room is gone from the player's sites (unknown, as a join says); anything else
  // (no answer, a refusal) says nothing about the room: the stream reloads as it was.
  return out.code === Code.LiveRoomClosed ? { kind: 'closed' } : { kind: 'unknown' };
}
