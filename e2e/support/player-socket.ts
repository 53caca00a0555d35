/**
 * A player's socket driven from the test, as another device would: signs in with a QA token
 * and sends requests, each answered by the reply OP (request + 1). What a hostile player says
 * or sets this way reaches the page under test through the server, like a real one's.
 */
import WebSocket from 'ws';
import { Code, Op, replyOp, type Reply } from '../../src/protocol';
import { SERVER_PORT } from './env';

export interface PlayerSocket {
  /** Sends `body` as OP `op` and resolves with its reply (throws on a Code other than Ok). */
  request<R = unknown>(op: number, body: Record<string, unknown>): Promise<R>;
  close(): void;
}

/** Opens `/ws/lobby` or `/ws/chat` of the e2e lobby server and completes its init. */
export async function playerSocket(kind: 'lobby' | 'chat', token: string): Promise<PlayerSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${SERVER_PORT}/ws/${kind}`);
  await new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
  const waiting = new Map<number, ((frame: Reply) => void)[]>();
  ws.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString()) as Reply;
    const next = waiting.get(frame.OP)?.shift();
    next?.(frame);
  });
  const send = async <R>(op: number, body: Record<string, unknown>): Promise<R> => {
    const reply = new Promise<Reply>((resolve) => waiting.set(replyOp(op), [...(waiting.get(replyOp(op)) ?? []), resolve]));
    ws.send(JSON.stringify({ OP: op, ...body }));
    const frame = await reply;
    if (frame.Code !== Code.Ok) throw new Error(`OP ${op} answered ${frame.Code} ${frame.Message}`);
    return frame.Result as R;
  };
  await send(kind === 'lobby' ? Op.LobbyInit : Op.Init, kind === 'lobby' ? { Token: token, CloseRSA: true } : { Token: token });
  return { request: send, close: () => ws.terminate() };
}
