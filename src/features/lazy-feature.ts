/**
 * A feature whose code is imported on demand (issue 7: what only a signed-in player uses is
 * not in a visitor's first download). It stands in the session's list like any module.
 */
import type { SocketKind, Sockets } from '@/socket';
import type { FeatureModule } from './feature-module';

export interface LazyFeatureOptions {
  /** When the import starts; checked at register and on every socket state change. Default: at once. */
  when?: (sockets: Sockets) => boolean;
  /** Where a failed import is reported (it is tried again on the next state change). */
  onError?: (error: unknown) => void;
}

const KINDS: readonly SocketKind[] = ['lobby', 'chat'];

/**
 * A module loaded by `load()` once `when(sockets)` holds. Until it resolves, `reset()` and
 * `onReady` have nothing to act on (the module holds no state yet); when it resolves it is
 * registered on the sockets and hears `onReady` for each socket already ready. `off()` before
 * it resolved means it is never registered.
 * @example lazyFeature(() => import('./on-demand').then((m) => m.chatModule))
 */
export function lazyFeature(load: () => Promise<FeatureModule>, options: LazyFeatureOptions = {}): FeatureModule {
  const when = options.when ?? (() => true);
  let loaded: FeatureModule | null = null;
  let loading: Promise<FeatureModule> | null = null;
  // A reset asked for while loading: the module's code may already be in the page (a component
  // imported it), so its state is reset when it arrives rather than assumed fresh.
  let resetPending = false;
  /** One entry per registration still in force. */
  const registrations = new Set<{ sockets: Sockets; off: (() => void) | null }>();

  /** `replay`: the module arrived late, so it hears `onReady` for the sockets already ready. */
  function attach(module: FeatureModule, registration: { sockets: Sockets; off: (() => void) | null }, replay: boolean) {
    registration.off = module.register(registration.sockets);
    if (!replay) return;
    for (const kind of KINDS) if (registration.sockets[kind].getState() === 'ready') module.onReady?.(kind);
  }

  function startLoading(sockets: Sockets) {
    if (loaded || loading || !when(sockets)) return;
    loading = load();
    loading.then(
      (module) => {
        loaded = module;
        if (resetPending) module.reset();
        resetPending = false;
        registrations.forEach((r) => attach(module, r, true));
      },
      (error: unknown) => {
        loading = null;
        (options.onError ?? ((e) => console.error('feature failed to load', e)))(error);
      },
    );
  }

  return {
    register(sockets) {
      const registration = { sockets, off: null as (() => void) | null };
      registrations.add(registration);
      // Already here: whoever registers (startFeatures) calls onReady itself.
      if (loaded) attach(loaded, registration, false);
      const unsubscribe = KINDS.map((kind) => sockets[kind].subscribeState(() => startLoading(sockets)));
      startLoading(sockets);
      return () => {
        unsubscribe.forEach((u) => u());
        registrations.delete(registration);
        registration.off?.();
      };
    },
    onReady(kind) {
      loaded?.onReady?.(kind);
    },
    reset() {
      if (loaded) loaded.reset();
      else if (loading) resetPending = true;
    },
  };
}
