/**
 * The chat's state that is not shown: send pacing, pending read marks and when the VIP notice
 * was shown (the outbox of unacknowledged sends is shown, so it is in the chat store). Kept in
 * one object so that `resetChatRuntime()` (sign-out) forgets all of it at once; no other chat
 * module keeps state of its own.
 */

export interface ChatRuntime {
  lastSendAt: number;
  trailingSend: ReturnType<typeof setTimeout> | null;
  /** Read marks waiting for their delay, by channel key. */
  pendingMarks: Map<string, ReturnType<typeof setTimeout>>;
  /** When the VIP notice was shown (0: not recently). */
  vipNoticeAt: number;
}

/** A runtime as on a fresh page. */
export const newChatRuntime = (): ChatRuntime => ({
  lastSendAt: 0,
  trailingSend: null,
  pendingMarks: new Map(),
  vipNoticeAt: 0,
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
