/**
 * The one shape of a client feature (issue 7): the session keeps a list of these and
 * nothing else. A feature registers its OP handlers on the sockets, hears when a socket is
 * ready (to ask for what it always shows), and forgets everything on `reset()` (sign-out,
 * another player on the page).
 */
import type { SocketKind, Sockets } from '@/socket';

export interface FeatureModule {
  /** Registers the feature's handlers on the sockets; returns the function that removes them. */
  register(sockets: Sockets): () => void;
  /** A socket became ready (first connection or reconnect): ask for what the feature shows. */
  onReady?(kind: SocketKind): void;
  /** Forgets every piece of state the feature holds, as if the page had just loaded. */
  reset(): void;
}

/** Several modules acting as one (a feature with an always-loaded part and a lazy part). */
export function combineFeatures(...modules: readonly FeatureModule[]): FeatureModule {
  return {
    register(sockets) {
      const offs = modules.map((m) => m.register(sockets));
      return () => offs.forEach((off) => off());
    },
    onReady(kind) {
      modules.forEach((m) => m.onReady?.(kind));
    },
    reset() {
      modules.forEach((m) => m.reset());
    },
  };
}

const KINDS: readonly SocketKind[] = ['lobby', 'chat'];

/**
 * Registers every module on `sockets` and calls their `onReady(kind)` each time a socket
 * turns ready (also at once for a socket already ready). Returns the function that undoes it.
 */
export function startFeatures(modules: readonly FeatureModule[], sockets: Sockets): () => void {
  const all = combineFeatures(...modules);
  const off = all.register(sockets);
  const unsubscribe = KINDS.map((kind) => {
    const socket = sockets[kind];
    let ready = false;
    const check = () => {
      const now = socket.getState() === 'ready';
      if (now && !ready) all.onReady?.(kind);
      ready = now;
    };
    check();
    return socket.subscribeState(check);
  });
  return () => {
    unsubscribe.forEach((u) => u());
    off();
  };
}

/** Resets every module (the session ended or changed hands). */
export function resetFeatures(modules: readonly FeatureModule[]): void {
  modules.forEach((m) => m.reset());
}
