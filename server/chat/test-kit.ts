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
export async function nextFrames(socket: TestSocket, n: number): Promise<Reply[]> {
  const frames: Reply[] = [];
  for (let i = 0; i < n; i++) frames.push(await socket.next());
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
export async function waitFor(socket: TestSocket, op: number): Promise<Reply> {
  for (;;) {
    const frame = await socket.next();
    if (frame.OP === op) return frame;
  }
}

/** Reads frames until one matches `last`; answers every frame read, that one last. */
export async function framesUntil(socket: TestSocket, last: (frame: Reply) => boolean): Promise<Reply[]> {
  const frames: Reply[] = [];
  for (;;) {
    const frame = await socket.next();
    frames.push(frame);
    if (last(frame)) return frames;
  }
}

/**
 * Every frame the socket got and nobody read yet, taken: up to a ping sent now, which comes back
 * behind everything the server sent before it (TestSocket.sync) — no waiting for a quiet spell.
 * For the pushes a request causes, call it once that request's reply is in. Across processes a
 * push travels the bus first: there, wait for a later frame of the same ordered channel instead.
 */
export function drain(socket: TestSocket): Promise<Reply[]> {
  return socket.unread();
}
