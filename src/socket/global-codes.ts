/**
 * What a reply with a global code means for the session (chat spec §4, §8; account §4
 * "Modals"). Pure: the client carries the action out, so the mapping is testable alone.
 */
import type { Reply } from '@/protocol';
import { Code, GLOBAL_SOCKET_CODES } from '@/protocol/codes';
import { SESSION_KEYS } from '@/protocol/error-keys';
import { resolveError } from '@/protocol/errors';
import type { SignOutReason, SocketModalDetail, SocketModalKind } from './types';

export type GlobalSocketCode = (typeof GLOBAL_SOCKET_CODES)[number];

export type GlobalAction =
  /** Drop the connection and reconnect with backoff. */
  | { type: 'reconnect' }
  /** Stop for good and sign out, after showing `alert` when there is one. */
  | { type: 'sign-out'; reason: SignOutReason; alert: SocketModalDetail | null }
  /** Stop reconnecting and show `modal`; the app signs out when the player closes it. */
  | { type: 'halt'; modal: SocketModalKind; detail: SocketModalDetail };

const GLOBAL_CODES: ReadonlySet<number> = new Set(GLOBAL_SOCKET_CODES);

/** True when `code` is handled by the socket layer and never reaches feature handlers. */
export function isGlobalCode(code: number): code is GlobalSocketCode {
  return GLOBAL_CODES.has(code);
}

function detail(reply: Reply, textKey: string | null): SocketModalDetail {
  return { code: reply.Code, op: reply.OP, message: reply.Message, textKey };
}

function codeKey(code: number): string | null {
  const resolved = resolveError(code);
  return resolved.kind === 'mapped' ? resolved.info.key : null;
}

/**
 * The action for a global-code reply. `answersInit` is true when the reply answers the init
 * frame: only then does SessionExpired raise an alert (spec §8); later it signs out silently.
 * @example globalAction({OP: Op.InitReply, Code: Code.SessionExpired, …}, true).type // 'sign-out'
 */
export function globalAction(reply: Reply & { Code: GlobalSocketCode }, answersInit: boolean): GlobalAction {
  const code = reply.Code;
  switch (code) {
    case Code.Reconnect:
      return { type: 'reconnect' };
    case Code.SessionExpired:
      return {
        type: 'sign-out',
        reason: 'session-expired',
        alert: answersInit ? detail(reply, SESSION_KEYS.connectionExpired) : null,
      };
    case Code.SignOut:
      return { type: 'sign-out', reason: 'signed-out', alert: null };
    case Code.ServerSignOut:
      return { type: 'sign-out', reason: 'server-signed-out', alert: null };
    case Code.AccountSuspended:
      return { type: 'halt', modal: 'suspended', detail: detail(reply, codeKey(code)) };
    case Code.DuplicateSignIn:
      return { type: 'halt', modal: 'MULTIPLE_SIGNIN', detail: detail(reply, SESSION_KEYS.multipleSignIn) };
    default: {
      const unhandled: never = code;
      throw new Error(`unhandled global code ${String(unhandled)}`);
    }
  }
}
