/** Helpers of the reward tests: players with a brand and VIP level, rewards OPs, ledger sums. */
import { Code, Op, QaPath, type Reply, type RewardsStatusResult } from '../../src/protocol';
import { frameOf, ledger, type TestPlayer } from '../mail/test-kit';
import type { TestServer, TestSocket } from '../testing/harness';

export async function rewardPlayer(s: TestServer, body: { SiteID?: string; VIPLevel?: number; Gold?: number } = {}): Promise<TestPlayer> {
  const r = await s.post(QaPath.Players, { Gold: 0, ...body });
  if (r.status !== 200) throw new Error(`QA player answered ${r.status}`);
  const token = r.json.Token as string;
  return { id: r.json.PlayerID as number, token, lobby: await s.initSocket('lobby', token) };
}

export async function status(p: TestPlayer): Promise<RewardsStatusResult> {
  p.lobby.send({ OP: Op.RewardsStatus });
  const r = await frameOf(p.lobby, Op.RewardsStatusReply);
  if (r.Code !== Code.Ok) throw new Error(`rewards status answered ${r.Code}`);
  return r.Result as RewardsStatusResult;
}

/** Sends `op` once and answers its reply. */
export async function ask(socket: TestSocket, op: number): Promise<Reply> {
  socket.send({ OP: op });
  return frameOf(socket, op + 1, 60_000);
}

/** Sends `op` `n` times spread over `sockets` at once and answers every reply. */
export async function burst(sockets: readonly TestSocket[], op: number, n: number): Promise<Reply[]> {
  for (let i = 0; i < n; i++) sockets[i % sockets.length]!.send({ OP: op });
  const replies: Reply[] = [];
  for (let k = 0; k < sockets.length; k++) {
    const count = Math.floor(n / sockets.length) + (k < n % sockets.length ? 1 : 0);
    for (let i = 0; i < count; i++) replies.push(await frameOf(sockets[k]!, op + 1, 60_000));
  }
  return replies;
}

/** The player's ledger rows of one item written by `source`, as their deltas. */
export async function deltas(s: TestServer, playerId: number, itemId: number, source: string): Promise<number[]> {
  return (await ledger(s, playerId, itemId)).filter((r) => r.source === source).map((r) => Number(r.delta));
}
