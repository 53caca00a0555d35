/** Helpers of the red envelope tests: players with lobby sockets, replies by OP, ledger checks. */
import { ItemId, QaPath, type Reply } from '../../src/protocol';
import type { TestServer, TestSocket } from '../testing/harness';

export interface TestPlayer {
  id: number;
  lobby: TestSocket;
}

export async function makePlayer(s: TestServer, body: { Gold?: number; CanSendRedEnvelope?: boolean; Name?: string; SiteID?: string } = {}): Promise<TestPlayer> {
  const r = (await s.post(QaPath.Players, body)).json as { PlayerID: number; Token: string };
  return { id: r.PlayerID, lobby: await s.initSocket('lobby', r.Token) };
}

/** Sends `frame` and answers the next frame with OP `replyOp` (balance pushes in between are skipped). */
export async function ask(socket: TestSocket, frame: Record<string, unknown>, replyOp: number, timeoutMs?: number): Promise<Reply> {
  socket.send(frame);
  return replyOf(socket, replyOp, timeoutMs);
}

export async function replyOf(socket: TestSocket, replyOp: number, timeoutMs?: number): Promise<Reply> {
  for (;;) {
    const f = await socket.next(timeoutMs);
    if (f.OP === replyOp) return f;
  }
}

export async function gold(s: TestServer, playerId: number): Promise<number> {
  return (await s.services.repos.wallet.balances(playerId)).get(ItemId.Gold) ?? 0;
}

async function goldLedger(s: TestServer, playerId: number) {
  const q = { playerId, itemId: ItemId.Gold, from: 0, to: Number.MAX_SAFE_INTEGER, offset: 0, limit: 100_000 };
  return (await s.services.repos.wallet.ledger(q)).rows.reverse();
}

/** The sum of a player's gold ledger rows (what the balance must equal). */
export async function ledgerSum(s: TestServer, playerId: number): Promise<number> {
  return (await goldLedger(s, playerId)).reduce((n, r) => n + Number(r.delta), 0);
}

/** A player's gold ledger deltas of one source, oldest first. */
export async function ledgerRows(s: TestServer, playerId: number, source = 'red-envelope'): Promise<number[]> {
  return (await goldLedger(s, playerId)).filter((r) => r.source === source).map((r) => Number(r.delta));
}
