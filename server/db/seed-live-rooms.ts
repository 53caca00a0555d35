/**
 * Demo live rooms (issue 10): two open rooms (which brands and sites show the live entry,
 * chat spec §9, is the web app's brand configuration: the rooms are the same for all), both
 * playing the looping demo stream the web app serves from public/live/ (8 s, 480×270,
 * H.264 + AAC, made with ffmpeg: docs/decisions/108-live-demo-stream-mp4.md).
 */
import { ensureRoomAnchor } from '../gifts/anchors';
import type { Repositories } from './repositories';

/** Where the demo stream is served (Next public/): same origin as the page that plays it. */
export const DEMO_STREAM_URL = '/live/demo-stream.mp4';

export const SEED_LIVE_ROOMS = [
  { id: 1, title: '蟹蟹直播間', anchor_name: '小蟹主播', sort_order: 1 },
  { id: 2, title: '獅王夜場', anchor_name: '獅子主播', sort_order: 2 },
] as const;

/** Creates the demo rooms that are missing (idempotent: run at every start, by every process). */
export async function seedLiveRooms(repos: Repositories): Promise<void> {
  for (const room of SEED_LIVE_ROOMS) {
    await repos.liveRooms.insertIfAbsent({
      ...room,
      stream_url: DEMO_STREAM_URL,
      is_open: 1,
    });
  }
}

/**
 * Gives each demo room without one an anchor account (live gifts to ToID 0 land there). Run
 * after the demo players are created, so their ids stay 1, 2, …; idempotent.
 */
export async function seedLiveRoomAnchors(repos: Repositories): Promise<void> {
  for (const room of SEED_LIVE_ROOMS) await ensureRoomAnchor(repos, room.id, room.anchor_name);
}
