/** Helpers of the mail tests: players with lobby sockets, QA mail, replies by OP, ledger reads. */
import { Op, QaPath, type Mail, type MailActionRequest, type MailActionResult, type MailListResult, type Reply } from '../../src/protocol';
import type { TestServer, TestSocket } from '../testing/harness';

export interface TestPlayer {
  id: number;
  token: string;
  lobby: TestSocket;
}

export async function makePlayer(s: TestServer, body: { Gold?: number; Name?: string } = {}): Promise<TestPlayer> {
  const r = (await s.post(QaPath.Players, body)).json as { PlayerID: number; Token: string };
  return { id: r.PlayerID, token: r.Token, lobby: await s.initSocket('lobby', r.Token) };
}

/** Answers the next frame with OP `op` (balance pushes and others in between are skipped). */
export async function frameOf(socket: TestSocket, op: number, timeoutMs?: number): Promise<Reply> {
  for (;;) {
    const f = await socket.next(timeoutMs);
    if (f.OP === op) return f;
  }
}

export async function list(p: TestPlayer, Page: number, PerPage: number): Promise<MailListResult> {
  p.lobby.send({ OP: Op.MailUnread, Page, PerPage });
  const r = await frameOf(p.lobby, Op.MailUnreadReply);
  if (r.Code !== 200) throw new Error(`10110 answered ${r.Code} ${r.Message}`);
  return r.Result as MailListResult;
}

export async function act(p: TestPlayer, body: MailActionRequest, socket = p.lobby): Promise<MailActionResult> {
  socket.send({ OP: Op.MailAction, ...body });
  const r = await frameOf(socket, Op.MailActionReply, 60_000);
  if (r.Code !== 200) throw new Error(`10140 answered ${r.Code} ${r.Message}`);
  return r.Result as MailActionResult;
}

export async function qaMail(s: TestServer, body: { PlayerID: number; SenderID?: number; Title: string; Text?: string; Items?: Record<string, number>; ClientID?: string }): Promise<Mail> {
  const r = await s.post(QaPath.Mail, body);
  if (r.status !== 200) throw new Error(`QA mail answered ${r.status} ${JSON.stringify(r.json)}`);
  return (r.json as { Mail: Mail }).Mail;
}

export async function balance(s: TestServer, playerId: number, itemId: number): Promise<number> {
  return (await s.services.repos.wallet.balances(playerId)).get(itemId) ?? 0;
}

/** A player's ledger rows of one item, oldest first. */
export async function ledger(s: TestServer, playerId: number, itemId: number) {
  const q = { playerId, itemId, from: 0, to: Number.MAX_SAFE_INTEGER, offset: 0, limit: 100_000 };
  return (await s.services.repos.wallet.ledger(q)).rows.reverse();
}
