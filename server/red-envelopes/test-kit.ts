/** Helpers of the red envelope tests: players with lobby sockets, replies by OP, ledger checks. */
import { ItemId, QaPath, type Reply } from '../../src/protocol';
import type { TestServer, TestSocket } from '../testing/harness';

export interface TestPlayer {
  id: number;
  lobby: TestSocket;
}

export async function makePlayer(s: TestServer, body: { Gold?: number; CanSendRedEnvelope?: boolean; Name?: string } = {}): Promise<TestPlayer> {
  const r = (await s.post(QaPath.Players, body)).json as { PlayerID: number; Token: string };
  return { id: r.PlayerID, lobby: await s.initSocket('lobby', r.Token) };
}

/** Sends `frame` and answers the next frame with OP `replyOp` (balance pushes in between are skipped). */
export async function ask(socket: TestSocket, frame: Record<string, unknown>, replyOp: number, timeoutMs = 10_000): Promise<Reply> {
  socket.send(frame);
  return replyOf(socket, replyOp, timeoutMs);
}

export async function replyOf(socket: TestSocket, replyOp: number, timeoutMs = 10_000): Promise<Reply> {
  for (;;) {
    const f = await socket.next(timeoutMs);
    if (f.OP === replyOp) return f;
  }
}

export async function gold(s: TestServer, playerId: number): Promise<number> {
  return (await s.services.repos.wallet.balances(playerId)).get(ItemId.Gold) ?? 0;
}

/** The sum of a player's gold ledger rows (what the balance must equal). */
export async function ledgerSum(s: TestServer, playerId: number): Promise<number> {
  const rows = await s.db.selectFrom('ledger').select('delta').where('player_id', '=', playerId).where('item_id', '=', ItemId.Gold).execute();
  return rows.reduce((n, r) => n + Number(r.delta), 0);
}

export async function ledgerRows(s: TestServer, playerId: number, source = 'red-envelope'): Promise<number[]> {
  const rows = await s.db.selectFrom('ledger').select('delta').where('player_id', '=', playerId).where('source', '=', source).orderBy('id').execute();
  return rows.map((r) => Number(r.delta));
}
