/**
 * The shape of one HTTP path of the lobby (`/api/v1/...`), the counterpart of a socket OP's
 * entry in ./contract: what its body is, what its Result is, who may call it and how a page of
 * the site reaches it. The declarations are in ./http-contract; the server's routes, the site's
 * relay and the browser's `lobbyCall` all read them there.
 */
import type * as z from 'zod/mini';

/**
 * Who may call a path; the lobby checks it on every call.
 * - `visitor`: anyone; a session token (header api-token), when sent, is read (the rich list
 *   adds the caller's own line).
 * - `player`: a live session token in header api-token (100005 without one).
 * - `operator`: QA mode, or header operator-key = env OPERATOR_KEY.
 * - `provider`: the payment provider's server, by the HMAC of its body.
 * - `game-window`: the lobby's own game window, by the game session in its body.
 * - `pay-page`: the lobby's own simulated pay page, by the order's key in its body.
 */
export type HttpAccess = 'visitor' | 'player' | 'operator' | 'provider' | 'game-window' | 'pay-page';

/**
 * How a page of the site reaches a path.
 * - `relay`: through this site's `/api/lobby/<path>`, which adds the session's token from the
 *   HttpOnly cookie (the page never holds it).
 * - `direct`: straight to the lobby's public URL (needs no token).
 * - `either`: direct for a visitor, through the relay when signed in.
 * - `none`: never from a page (the web server itself, another server, or the lobby's own pages).
 */
export type HttpBrowserRoute = 'relay' | 'direct' | 'either' | 'none';

export interface HttpEndpoint<P extends string = string, Q extends z.ZodMiniType = z.ZodMiniType, S extends z.ZodMiniType = z.ZodMiniType> {
  readonly path: P;
  /** The JSON body (a binary path's bytes are checked by size and content, not by this). */
  readonly request: Q;
  /** The Result of a success (Code 0); a `file` path's success is the file instead. */
  readonly result: S;
  readonly access: HttpAccess;
  readonly browser: HttpBrowserRoute;
  /** `file`: a success answers a file (CSV) with its Content-Disposition, not the envelope. */
  readonly answers?: 'file';
  /** A binary body (a picture) of at most this many bytes instead of JSON. */
  readonly binaryMaxBytes?: number;
}

/** The body a caller sends to an endpoint (before its schema's defaults). */
export type EndpointBody<E extends HttpEndpoint> = z.input<E['request']>;
/** The body a handler receives (after its schema). */
export type EndpointRequest<E extends HttpEndpoint> = z.output<E['request']>;
/** The Result of an endpoint's success as the caller reads it. */
export type EndpointResult<E extends HttpEndpoint> = z.output<E['result']>;

export type { Result } from './result';
