/**
 * Whether a feature's socket handlers are registered (their code loads on demand), as a count a
 * view can subscribe to: windows ask for nothing before, since the replies would find no
 * handler. Chat and live each keep one (`features/chat/registration.ts`, `features/live/registration.ts`).
 */
export interface RegistrationCount {
  /** Counts one registration; returns its undo (idempotent). */
  mark(): () => void;
  /** True while at least one registration stands. */
  isRegistered(): boolean;
  /** Calls `listener` when a registration comes or goes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createRegistrationCount(): RegistrationCount {
  let registered = 0;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    mark() {
      registered += 1;
      changed();
      let undone = false;
      return () => {
        if (undone) return;
        undone = true;
        registered -= 1;
        changed();
      };
    },
    isRegistered: () => registered > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
