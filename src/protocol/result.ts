/**
 * What every lobby request answers, over HTTP (`lobbyCall`) and over a socket
 * (`SocketClient.request`): the Result of a success, or the refusal's code and message.
 * `detail` is a refusal's own Result when it carries one (100017's `RetryAfter`, 200032's
 * `RemainingTime`, 200078's `Fee`).
 *
 * No readable answer is a failure too, with code `Code.Silent` (100000, shown as nothing) and
 * `lost` saying why: the server was unreachable, its reply was unreadable or failed its schema,
 * the socket timed out, dropped or stopped. A caller that must tell "refused" from "may have
 * happened" (a gift send, whose real 100000 means 不能給自己送禮) reads `lost`, never the code.
 */
import { Code } from './codes';

export type Result<R> = { ok: true; result: R } | Failure;

export interface Failure {
  ok: false;
  code: number;
  message: string;
  detail?: unknown;
  /** Set when no readable answer came; absent on a refusal. */
  lost?: Lost;
}

/**
 * Why no readable answer came.
 * - `unreachable`: the HTTP request failed (network, relay down).
 * - `invalid-reply`: a reply came but could not be read or failed its schema.
 * - `timeout`, `disconnected`, `stopped`: the socket gave up waiting (the frame may have left).
 * - `queue-full`, `not-allowed`: the socket refused to send it (the frame never left).
 */
export type Lost = 'unreachable' | 'invalid-reply' | 'timeout' | 'disconnected' | 'stopped' | 'queue-full' | 'not-allowed';

/** The failure of a request that got no readable answer. */
export function lostResult(lost: Lost): Failure {
  return { ok: false, code: Code.Silent, message: '', lost };
}

