/**
 * Live rooms (chat spec §3 "Live", §4 "Live chat", §7 30120–30271): the room list, the default
 * room, joining and leaving per socket, the online count and the pushes to a room's members.
 *
 * Membership is one database row per socket (server/db/repositories/live-rooms.ts), so a
 * room's members may sit on any lobby process and every process counts the same players.
 * Rows of a process that is gone (killed) are ignored: counts and audiences only take rows
 * of the processes the bus knows to be alive. Pushes go through the Hub, which fans them out
 * to the other processes over the bus.
 */
import { Code, LiveLimits, Op, reply, type LiveOnlineCountResult, type LiveRoomInfo, type LiveRoomListResult } from '../../src/protocol';
import { withTransaction } from '../db/repositories';
import type { LiveRoomsTable } from '../db/repositories/live-rooms';
import { LockName } from '../db/repositories/locks';
import { ReplyError } from '../errors';
import { offersLive } from '../../src/brand/get-brand';
import { brandOfPlayer } from '../players/player-brand';
import type { Services } from '../services';

/** The socket a live request came on: its id (unique across processes) and player. */
export interface LiveSocket {
  socketId: string;
  playerId: number;
}

/**
 * Sockets of THIS process that joined a room (socket ids are random UUIDs, unique across
 * processes): a closing socket that never joined costs no query.
 */
const joinedHere = new Set<string>();

/** This process and every other live one (whose membership rows count). */
export async function liveProcesses(services: Services): Promise<string[]> {
  const { bus } = services.hub;
  return [bus.processId, ...(await bus.otherProcesses())];
}

function roomInfo(row: LiveRoomsTable, total: number): LiveRoomInfo {
  return { RoomID: row.id, Title: row.title, AnchorName: row.anchor_name, AnchorID: row.anchor_player_id ?? 0, DownStreamUrl: row.stream_url, TotalPlayerInRoom: total };
}

export function roomClosed(roomId: number): ReplyError {
  return new ReplyError(Code.LiveRoomClosed, `live room ${roomId} is closed`, { RoomID: roomId });
}

export const NO_LIVE_REFUSAL = 'this brand has no live rooms';

/**
 * The live sites whose rooms a player sees: their brand's (chat §9: brands bj188 = crab and
 * lion, each with its sites). A brand without live rooms is refused with 200024 不符合參加要求
 * (the spec names no code for it: decision 320): the room list, the default room and joining.
 */
export async function liveSitesOf(services: Services, playerId: number): Promise<readonly string[]> {
  const player = await services.repos.players.find(playerId);
  if (!player) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');
  const brand = brandOfPlayer(player);
  if (!offersLive(brand)) throw new ReplyError(Code.NotEligible, NO_LIVE_REFUSAL);
  return brand.liveSites;
}

/** True when a room shows on one of `sites`. */
export const showsOn = (room: Pick<LiveRoomsTable, 'sites'>, sites: readonly string[]) => room.sites.split(',').some((site) => sites.includes(site));

/** 30220: every open room of the player's sites; Preview is the default room (the first open one), null when none. */
export async function listRooms(services: Services, playerId: number): Promise<LiveRoomListResult> {
  const sites = await liveSitesOf(services, playerId);
  const rows = await services.repos.liveRooms.list(await liveProcesses(services), true, sites);
  const list = rows.map((r) => roomInfo(r, r.members));
  return { Preview: list[0] ?? null, List: list };
}

/** 30270: the default room, the first open one of the player's sites in sort order; 200221 when none is open. */
export async function defaultRoom(services: Services, playerId: number): Promise<LiveRoomInfo> {
  const { Preview } = await listRooms(services, playerId);
  if (!Preview) throw new ReplyError(Code.LiveRoomClosed, 'no live room is open');
  return Preview;
}

/** Pushes a room's player count (30171) to its members. */
export async function pushRoomTotal(services: Services, roomId: number): Promise<number> {
  const processes = await liveProcesses(services);
  const [total, members] = await Promise.all([
    services.repos.liveRooms.count(roomId, processes),
    services.repos.liveRooms.playerIds(roomId, processes),
  ]);
  services.hub.pushToPlayers(members, reply(Op.LiveRoomTotalPush, Code.Ok, { RoomID: roomId, TotalPlayerInRoom: total }), 'chat');
  return total;
}

/**
 * 30120: puts the socket in an open room (out of the one it was in). The others in the room
 * hear 30151 (who entered) and everyone in it, the joiner included, 30171 (the new count).
 * Unknown or closed rooms, and rooms of another brand's sites, answer 200221 (no leak of what
 * another brand shows). Checked and written under the room's lock, so a join racing a close
 * either lands before it (and is emptied by it) or is refused.
 */
export async function joinRoom(services: Services, socket: LiveSocket, roomId: number): Promise<LiveRoomInfo> {
  const { repos, hub } = services;
  const sites = await liveSitesOf(services, socket.playerId);
  const player = await repos.players.find(socket.playerId);
  if (!player) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');
  const { room, before } = await withTransaction(repos, async (tx) => {
    await tx.locks.hold(LockName.liveRoom(roomId));
    const room = await tx.liveRooms.find(roomId);
    if (!room || room.is_open !== 1 || !showsOn(room, sites)) throw roomClosed(roomId);
    const before = await tx.liveRooms.join({ socket_id: socket.socketId, process_id: hub.bus.processId, room_id: roomId, player_id: socket.playerId });
    return { room, before };
  });
  joinedHere.add(socket.socketId);
  if (before === roomId) return roomInfo(room, await repos.liveRooms.count(roomId, await liveProcesses(services)));
  if (before !== 0) await pushRoomTotal(services, before);
  const processes = await liveProcesses(services);
  const others = (await repos.liveRooms.playerIds(roomId, processes)).filter((id) => id !== socket.playerId);
  hub.pushToPlayers(
    others,
    reply(Op.LiveEnterPush, Code.Ok, { RoomID: roomId, PlayerID: player.id, Name: player.name, VIPLevel: player.vip_level }),
    'chat',
  );
  const total = await pushRoomTotal(services, roomId);
  return roomInfo(room, total);
}

/**
 * 30130 and a socket that closes: takes the socket out of its room and tells the rest the new
 * count. `roomId`, when given, must be the socket's room (else nothing is left). Answers the
 * room left, 0 when none.
 */
export async function leaveRoom(services: Services, socketId: string, roomId?: number): Promise<number> {
  const { liveRooms } = services.repos;
  if (roomId !== undefined && (await liveRooms.roomOf(socketId)) !== roomId) return 0;
  const left = await liveRooms.leave(socketId);
  joinedHere.delete(socketId);
  if (left !== 0) await pushRoomTotal(services, left);
  return left;
}

/** A socket closed or re-inits (server/ws/connection.ts): it leaves its room, if it joined one. */
export async function leaveOnClose(services: Services, socketId: string): Promise<void> {
  if (!joinedHere.has(socketId)) return;
  await leaveRoom(services, socketId);
}

/** The room a socket is in; 200221 when it is in none or its room has closed. */
export async function requireOpenRoom(services: Services, socketId: string): Promise<LiveRoomsTable> {
  const roomId = await services.repos.liveRooms.roomOf(socketId);
  const room = roomId ? await services.repos.liveRooms.find(roomId) : undefined;
  if (!room || room.is_open !== 1) throw roomClosed(roomId);
  return room;
}

/** 30140: the players in the socket's room, one page (50 at most), earliest joined first. */
export async function onlinePage(services: Services, socketId: string, page: number, perPage?: number): Promise<LiveOnlineCountResult> {
  const room = await requireOpenRoom(services, socketId);
  const size = perPage ?? LiveLimits.OnlinePageSize;
  const processes = await liveProcesses(services);
  const [total, rows] = await Promise.all([
    services.repos.liveRooms.count(room.id, processes),
    services.repos.liveRooms.page(room.id, processes, (page - 1) * size, size),
  ]);
  return {
    RoomID: room.id,
    Total: total,
    Page: page,
    PerPage: size,
    List: rows.map((r) => ({
      PlayerID: r.player_id,
      Name: r.name,
      PictureURL: r.pic_url,
      PictureSetting: r.picture_setting,
      Online: true,
      VIPLevel: r.vip_level,
    })),
  };
}

/**
 * Opens or closes a room (QA). Closing empties it under the room's lock and pushes 200221
 * on 30121 to everyone who was in it: their live chat turns off. False when no such room.
 */
export async function setRoomOpen(services: Services, roomId: number, open: boolean): Promise<boolean> {
  const { repos, hub } = services;
  const outcome = await withTransaction(repos, async (tx) => {
    await tx.locks.hold(LockName.liveRoom(roomId));
    if (!(await tx.liveRooms.setOpen(roomId, open))) return null;
    return open ? [] : await tx.liveRooms.clear(roomId);
  });
  if (outcome === null) return false;
  if (outcome.length > 0) {
    hub.pushToPlayers(outcome, reply(Op.LiveJoinReply, Code.LiveRoomClosed, { RoomID: roomId }, `live room ${roomId} is closed`), 'chat');
  }
  return true;
}

export interface RoomChange {
  title?: string;
  anchorName?: string;
  /** The anchor's player account (a live gift with ToID 0 goes there). */
  anchorId?: number;
  streamUrl?: string;
  open?: boolean;
  sortOrder?: number;
  /** The live sites it shows on (chat §9); a new room shows on every live site unless told. */
  sites?: readonly string[];
}

/**
 * QA: creates a room (title and stream URL needed) or changes one; opening or closing goes
 * through setRoomOpen (closing pushes 200221). Answers the room as it is now, or a reason.
 */
export async function changeRoom(services: Services, roomId: number, change: RoomChange): Promise<LiveRoomsTable | string> {
  const { liveRooms } = services.repos;
  const current = await liveRooms.find(roomId);
  if (!current && (change.title === undefined || change.streamUrl === undefined)) {
    return `no live room ${roomId}: Title and StreamURL are needed to create it`;
  }
  await liveRooms.upsert({
    id: roomId,
    title: change.title ?? current?.title ?? '',
    anchor_name: change.anchorName ?? current?.anchor_name ?? '',
    stream_url: change.streamUrl ?? current?.stream_url ?? '',
    // The open state changes below, under the room's lock.
    is_open: current?.is_open ?? 0,
    sort_order: change.sortOrder ?? current?.sort_order ?? roomId,
    anchor_player_id: change.anchorId ?? current?.anchor_player_id ?? null,
    sites: change.sites?.join(',') ?? current?.sites,
  });
  await setRoomOpen(services, roomId, change.open ?? (current ? current.is_open === 1 : true));
  return (await liveRooms.find(roomId)) as LiveRoomsTable;
}
