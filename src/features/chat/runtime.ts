/**
 * The chat's non-rendered state that is not data: send pacing, pending read marks, when the
 * VIP notice was shown, and the outbox of sent messages the server has not acknowledged.
 * Kept in one object so that `resetChatRuntime()` (sign-out) forgets all of it at once; no
 * other chat module keeps state of its own.
 */
import type { ChannelRef } from './channels';

/** A sent message the server has not acknowledged yet (resent after a reconnect). */
export interface OutgoingMessage {
  clientId: string;
  op: number;
  payload: Record<string, unknown>;
  /** The channel it was sent to (the pending state shows there). */
  key: string;
  ref: ChannelRef;
  text: string;
}

export interface ChatRuntime {
  lastSendAt: number;
  trailingSend: ReturnType<typeof setTimeout> | null;
  /** Read marks waiting for their delay, by channel key. */
  pendingMarks: Map<string, ReturnType<typeof setTimeout>>;
  /** When the VIP notice was shown (0: not recently). */
  vipNoticeAt: number;
  /** Unacknowledged sends, oldest first, by ClientID. */
  outbox: Map<string, OutgoingMessage>;
}

/** A runtime as on a fresh page. */
export const newChatRuntime = (): ChatRuntime => ({
  lastSendAt: 0,
  trailingSend: null,
  pendingMarks: new Map(),
  vipNoticeAt: 0,
  outbox: new Map(),
});

let runtime = newChatRuntime();

/** The chat's runtime (actions and handlers read and change it). */
export function chatRuntime(): ChatRuntime {
  return runtime;
}

/** Clears every timer and forgets everything (sign-out, another player). */
export function resetChatRuntime(): void {
  if (runtime.trailingSend !== null) clearTimeout(runtime.trailingSend);
  runtime.pendingMarks.forEach((timer) => clearTimeout(timer));
  runtime = newChatRuntime();
}
