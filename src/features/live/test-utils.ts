/** Test-only helpers of the live feature: rooms and replies as the server sends them. */
import type { LiveRoomInfo } from '@/protocol';

/** A room with defaults (the demo stream). */
export function liveRoom(fields: Partial<LiveRoomInfo> & { RoomID: number }): LiveRoomInfo {
  return {
    Title: `直播間 ${fields.RoomID}`,
    AnchorName: '小美',
    DownStreamUrl: '/live/demo-stream.mp4',
    TotalPlayerInRoom: 3,
    ...fields,
  };
}
