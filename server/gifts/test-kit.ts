/** Helpers of the gift tests: QA players on a chat socket, gift sends, bags and ledgers. */
import { Op, QaPath, type Reply } from '../../src/protocol';
import type { TestServer, TestSocket } from '../testing/harness';

/** A reply with its Result typed loosely, for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestReply = Omit<Reply, 'Result'> & { Result: any };

export interface GiftPlayer {
  id: number;
  token: string;
  chat: TestSocket;
}

/** A QA player of site `crab` (VIP 3 unless `body` says otherwise) on a chat socket. */
export async function giftPlayer(s: TestServer, body: Record<string, unknown> = {}): Promise<GiftPlayer> {
  const r = await s.post(QaPath.Players, { VIPLevel: 3, SiteID: 'crab', ...body });
  if (r.status !== 200) throw new Error(`QA player not created: ${JSON.stringify(r.json)}`);
  const token = r.json.Token as string;
  return { id: r.json.PlayerID as number, token, chat: await s.initSocket('chat', token) };
}

/** The next frame with `op`; frames before it that are not `op` are collected in `skipped`. */
export async function replyOf(socket: TestSocket, op: number, skipped: Reply[] = []): Promise<TestReply> {
  for (;;) {
    const f = await socket.next();
    if (f.OP === op) return f;
    skipped.push(f);
  }
}

/** Sends a 30210 and answers its 30211 (pushes before it go to `skipped`). */
export function sendGift(socket: TestSocket, body: Record<string, unknown>, skipped: Reply[] = []): Promise<TestReply> {
  socket.send({ OP: Op.LiveGiftSend, ...body });
  return replyOf(socket, Op.LiveGiftSendReply, skipped);
}

export async function balance(s: TestServer, playerId: number, itemId: number): Promise<number> {
  return (await s.services.repos.wallet.balances(playerId)).get(itemId) ?? 0;
}

/** The sum of a player's ledger rows of one item (what the balance must equal). */
export async function ledgerSum(s: TestServer, playerId: number, itemId: number): Promise<number> {
  const { rows } = await s.services.repos.wallet.ledger({ playerId, itemId, from: 0, to: Number.MAX_SAFE_INTEGER, offset: 0, limit: 100_000 });
  return rows.reduce((n, r) => n + Number(r.delta), 0);
}

export async function setPassword(s: TestServer, playerId: number, password = '1234'): Promise<void> {
  const r = await s.post(QaPath.GiftPassword, { PlayerID: playerId, Password: password });
  if (r.status !== 200) throw new Error(`gift password not set: ${JSON.stringify(r.json)}`);
}

/** The anchor account of a seeded live room. */
export async function anchorOf(s: TestServer, roomId: number): Promise<number> {
  return (await s.services.repos.liveRooms.find(roomId))?.anchor_player_id ?? 0;
}

export async function joinRoom(p: GiftPlayer, roomId: number): Promise<void> {
  p.chat.send({ OP: Op.LiveJoin, RoomID: roomId });
  await replyOf(p.chat, Op.LiveJoinReply);
}
