/**
 * Whether the chat window's handlers are registered (their code loads on demand): the window
 * and the friends dialog ask for nothing before, since the replies would find no handler.
 * Requests go through `getSockets()`, the sockets the handlers were registered on. A reset
 * keeps the registration (the handlers stay registered).
 */
let registered = 0;
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => listener());
}

/** Counts one registration (registerChatHandlers); returns its undo. */
export function markChatRegistered(): () => void {
  registered += 1;
  changed();
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    registered -= 1;
    changed();
  };
}

/** True while the chat's handlers are registered. */
export function isChatRegistered(): boolean {
  return registered > 0;
}

/** Calls `listener` when the chat's handlers are registered or removed; returns the unsubscribe. */
export function subscribeChatRegistration(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
