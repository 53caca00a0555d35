/**
 * POST /api/v1/live/stream/get_info (chat spec §7 backend helpers; docs/protocol-live.md,
 * decision 324), on both engines: a room's stream as it is now (an operator's new URL at once,
 * a closed room as `Open: false`), under joining's brand and site rules (a brand without live
 * rooms 200024 with joining's refusal text; an unknown room and another brand's room 200221).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountPath, Code, Provider, QaPath } from '../../src/protocol';
import { liveApi } from '../../src/protocol/api/live';
import { startTestServer, type TestServer } from '../testing/harness';
import { DEMO_STREAM_URL, SEED_LIVE_ROOMS } from '../db/seed-live-rooms';
import { NO_LIVE_REFUSAL } from './rooms';

const ROOM = SEED_LIVE_ROOMS[0];
const LION_ROOM = 77;
const PATH = liveApi.StreamInfo.path;

describe('live stream info (get_info)', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  /** A signed-in QA player's session token (the deployment's brand, crab, unless `SiteID`). */
  const tokenOf = async (body: Record<string, unknown> = {}) => (await s.post(QaPath.Players, body)).json.Token as string;
  const ask = async (token: string, RoomID: number) => (await s.post(PATH, { RoomID }, { 'api-token': token })).json;

  it('answers an open room’s stream; without a session 100005', async () => {
    const token = await tokenOf();
    expect(await ask(token, ROOM.id)).toEqual({
      Code: Code.HttpOk,
      Message: '',
      Result: { RoomID: ROOM.id, Title: ROOM.title, DownStreamUrl: DEMO_STREAM_URL, Open: true },
    });
    expect((await s.post(PATH, { RoomID: ROOM.id })).json).toMatchObject({ Code: Code.SessionExpired });
    expect((await s.post(PATH, { RoomID: 0 }, { 'api-token': token })).json).toMatchObject({ Code: Code.InvalidInput });
  });

  it('a stream URL changed through the QA API is answered at once, without rejoining', async () => {
    const token = await tokenOf();
    const changed = await s.post(QaPath.LiveRooms, { RoomID: ROOM.id, StreamURL: 'https://cdn.example/live/7/index.m3u8', Title: '新節目' });
    expect(changed.status).toBe(200);
    expect((await ask(token, ROOM.id)).Result).toEqual({ RoomID: ROOM.id, Title: '新節目', DownStreamUrl: 'https://cdn.example/live/7/index.m3u8', Open: true });
  });

  it('a closed room answers Open false, a reopened one Open true', async () => {
    const token = await tokenOf();
    expect((await s.post(QaPath.LiveRooms, { RoomID: ROOM.id, Open: false })).status).toBe(200);
    expect(await ask(token, ROOM.id)).toMatchObject({ Code: Code.HttpOk, Result: { RoomID: ROOM.id, Open: false } });
    expect((await s.post(QaPath.LiveRooms, { RoomID: ROOM.id, Open: true })).status).toBe(200);
    expect((await ask(token, ROOM.id)).Result).toMatchObject({ Open: true });
  });

  it('an unknown room and another brand’s room answer 200221, as a join does; the room’s own brand is answered', async () => {
    expect((await s.post(QaPath.LiveRooms, { RoomID: LION_ROOM, Title: '獅子專場', StreamURL: '/live/demo-stream.mp4', Sites: ['jwl77'] })).status).toBe(200);
    const crab = await tokenOf({ SiteID: 'crab' });
    expect(await ask(crab, 999_999)).toMatchObject({ Code: Code.LiveRoomClosed, Result: { RoomID: 999_999 } });
    expect(await ask(crab, LION_ROOM)).toMatchObject({ Code: Code.LiveRoomClosed, Result: { RoomID: LION_ROOM } });
    const lion = await tokenOf({ SiteID: 'lion' });
    expect(await ask(lion, LION_ROOM)).toMatchObject({ Code: Code.HttpOk, Result: { RoomID: LION_ROOM, Title: '獅子專場', Open: true } });
  });

  it('a brand without live rooms (owl) is refused with 200024 and joining’s text, known room or not', async () => {
    const owl = await tokenOf({ SiteID: 'owl' });
    const refused = { Code: Code.NotEligible, Message: NO_LIVE_REFUSAL };
    expect(await ask(owl, ROOM.id)).toMatchObject(refused);
    expect(await ask(owl, 999_999)).toMatchObject(refused);
  });

  it('a guest (provider guest) may watch, so may ask', async () => {
    const guest = await s.post(AccountPath.SignIn, { SiteID: 'crab', Lang: 'zh_tw', TPType: Provider.guest });
    const token = guest.json.Result.Token as string;
    expect(await ask(token, ROOM.id)).toMatchObject({ Code: Code.HttpOk, Result: { RoomID: ROOM.id, Open: true } });
  });
});
