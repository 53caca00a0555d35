/**
 * Helpers for chat tests over real sockets: a player who may speak (VIP 3) with an open
 * chat socket, and frame readers that fail loudly instead of skipping what they did not
 * expect (skipping would hide duplicates).
 */
import { QaPath, type Reply } from '../../src/protocol';
import type { TestServer, TestSocket } from '../testing/harness';

export interface ChatPlayer {
  id: number;
  token: string;
  chat: TestSocket;
}

/** A QA player (VIP 3 unless `body` says otherwise) signed in on the chat socket. */
export async function chatPlayer(s: TestServer, body: Record<string, unknown> = {}): Promise<ChatPlayer> {
  const r = await s.post(QaPath.Players, { VIPLevel: 3, ...body });
  if (r.status !== 200) throw new Error(`QA player not created: ${JSON.stringify(r.json)}`);
  const token = r.json.Token as string;
  return { id: r.json.PlayerID as number, token, chat: await s.initSocket('chat', token) };
}

/** The next `n` frames of a socket, in arrival order. */
export async function nextFrames(socket: TestSocket, n: number, timeoutMs = 3000): Promise<Reply[]> {
  const frames: Reply[] = [];
  for (let i = 0; i < n; i++) frames.push(await socket.next(timeoutMs));
  return frames;
}

/** Result of a reply, typed loosely for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function result(frame: Reply): any {
  return frame.Result;
}

/**
 * Reads frames until one with `op` arrives and returns it; the frames before it are
 * dropped. Only for tests that assert nothing about those (never for de-duplication).
 */
export async function waitFor(socket: TestSocket, op: number, timeoutMs = 3000): Promise<Reply> {
  for (;;) {
    const frame = await socket.next(timeoutMs);
    if (frame.OP === op) return frame;
  }
}

/** Every frame that arrives until the socket has been quiet for `quietMs`. */
export async function drain(socket: TestSocket, quietMs = 100): Promise<Reply[]> {
  const frames: Reply[] = [];
  for (;;) {
    const frame = await socket.next(quietMs).catch(() => null);
    if (!frame) return frames;
    frames.push(frame);
  }
}
