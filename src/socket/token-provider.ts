/**
 * Where a socket's init frame `Token` comes from. The page holds no lobby token (issue 8
 * item 4): before every connection attempt the socket asks its provider for a fresh,
 * single-use ticket, which the web server mints from the HttpOnly session. A client that
 * does hold a token (tests, other clients) starts without a provider and sends the token.
 */
import type { Reply } from '@/protocol';
import { Code } from '@/protocol/codes';

/**
 * Fetches the Token of one init frame. Rejects with a `SessionGoneError` when the session has
 * ended (the socket ends it as an init refusal would), with anything else when the credential
 * could not be had for now (the socket retries with back-off, as after a failed connect).
 */
export type TokenProvider = () => Promise<string>;

/** The codes a provider may end the session with: the ones an init reply ends it with. */
export type SessionGoneCode = typeof Code.SessionExpired | typeof Code.AccountSuspended;

/** The session behind the page is gone (signed out elsewhere, expired, suspended). */
export class SessionGoneError extends Error {
  constructor(
    readonly code: SessionGoneCode,
    message = '',
  ) {
    super(message || `session gone (${code})`);
    this.name = 'SessionGoneError';
  }

  /** The init reply this refusal stands for, so the socket handles it as it handles that one. */
  asInitReply(op: number): Reply & { Code: SessionGoneCode } {
    return { OP: op, Code: this.code, Message: this.message, Result: null };
  }
}
