/**
 * A bare lobby socket for load tests and benches: signs in with a token, sends frames, and
 * collects the replies of one OP in arrival order (every other frame, e.g. balance pushes, is
 * dropped).
 */
import WebSocket from 'ws';
import { Code, Op, type Reply } from '../../src/protocol';

export interface LobbyClient {
  playerId: number;
  send(frame: unknown): void;
  /** The next `n` replies with OP `op` (waits for them). */
  replies(n: number): Promise<Reply[]>;
  close(): void;
}

/** Opens `${wsBase}/ws/lobby` and completes the lobby init; collects replies of `replyOp`. */
export async function connectLobby(wsBase: string, token: string, playerId: number, replyOp: number): Promise<LobbyClient> {
  const ws = new WebSocket(`${wsBase}/ws/lobby`);
  const queue: Reply[] = [];
  let wake: (() => void)[] = [];
  await new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
  const init = new Promise<void>((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as Reply;
      if (frame.OP === Op.LobbyInitReply) return frame.Code === Code.Ok ? resolve() : reject(new Error(`lobby init: ${JSON.stringify(frame)}`));
      if (frame.OP !== replyOp) return;
      queue.push(frame);
      const w = wake;
      wake = [];
      w.forEach((f) => f());
    });
  });
  ws.send(JSON.stringify({ OP: Op.LobbyInit, Token: token, CloseRSA: true }));
  await init;
  return {
    playerId,
    send: (frame) => ws.send(JSON.stringify(frame)),
    async replies(n) {
      while (queue.length < n) await new Promise<void>((resolve) => wake.push(resolve));
      return queue.splice(0, n);
    },
    close: () => ws.terminate(),
  };
}
