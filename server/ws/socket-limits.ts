/**
 * Bounds of one lobby/chat socket: how long it may stay without an init, how many frames it
 * may send before one, how many frames may wait to be handled, how much may wait to be sent,
 * and how long a closed socket's peer gets to answer the close. The numbers and why are in
 * docs/decisions/071-socket-bounds.md (issue 8, the socket edge).
 */

export interface SocketLimits {
  /** A socket that has not completed an init within this is closed (SocketClose.Policy). */
  initTimeoutMs: number;
  /** Frames handled before a successful init; the next one closes the socket. */
  maxFramesBeforeInit: number;
  /** Frames received but not yet handled; one more closes the socket. */
  maxQueuedFrames: number;
  /** Bytes waiting to be written to a peer (ws.bufferedAmount); past this it is dropped. */
  maxBufferedBytes: number;
  /** After the server closes a socket, how long the peer has to answer before it is cut. */
  closeGraceMs: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  initTimeoutMs: 10_000,
  maxFramesBeforeInit: 5,
  maxQueuedFrames: 100,
  maxBufferedBytes: 1024 * 1024,
  closeGraceMs: 2_000,
};

/** WebSocket close codes the server uses when it ends a socket itself (RFC 6455 §7.4.1). */
export const SocketClose = {
  /** Session over (expired, signed out, signed in elsewhere): the reply frame said why. */
  Normal: 1000,
  /** The socket broke an edge rule (no init in time, too many frames before init). */
  Policy: 1008,
  /** The socket sent frames faster than they are handled. */
  TryAgainLater: 1013,
} as const;

/** Close reasons, short enough for a close frame (≤ 123 bytes). */
export const CloseReason = {
  SessionEnded: 'session ended',
  InitTimeout: 'no init frame in time',
  TooManyBeforeInit: 'too many frames before init',
  QueueFull: 'too many frames waiting',
} as const;

/** The defaults with `overrides` applied (tests shorten the times). */
export function socketLimits(overrides: Partial<SocketLimits> = {}): SocketLimits {
  return { ...DEFAULT_SOCKET_LIMITS, ...overrides };
}
