/**
 * Whether the live handlers are registered on the chat socket (their code loads on demand): a
 * mounted room asks for nothing before, since the replies would find no handler. Requests go
 * through `getSockets().chat`, the socket the handlers were registered on.
 */
let registered = 0;
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((l) => l());
}

/** Counts one registration (registerLiveHandlers); returns its undo. */
export function markLiveRegistered(): () => void {
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

/** True while the live handlers are registered. */
export function isLiveRegistered(): boolean {
  return registered > 0;
}

/** Calls `listener` when the handlers are registered or removed; returns the unsubscribe. */
export function subscribeLiveRegistration(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
