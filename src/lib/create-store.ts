import { create, type StateCreator } from 'zustand';
import { createJSONStorage, devtools, persist, type StateStorage } from 'zustand/middleware';

/**
 * The one way to make a store (STYLE: one way into a store library). Devtools are named after
 * the store and only wired in development: the production branch never references the
 * middleware, so it stays out of the browser's bundle (a plain `set` ignores the action name).
 * @example export const useModalStore = createStore('modals', (set) => ({ open: null }))
 */
export function createStore<T>(name: string, initializer: StateCreator<T, [['zustand/devtools', never]], []>) {
  if (process.env.NODE_ENV !== 'development') return create<T>()(initializer as StateCreator<T>);
  return create<T>()(devtools(initializer, { name }));
}

/**
 * A store part of whose state survives a reload in browser storage (zustand's `persist`, one
 * JSON entry under `name`). It is read only when `rehydrate()` is called, after the page has
 * hydrated (`skipHydration`), so the server's HTML and the first render agree; the caller
 * mounts something that calls `store.persist.rehydrate()` once. `storage` may answer reads
 * asynchronously (e.g. checking an entry with code loaded on demand); a write it refuses (the
 * server, private mode, a full quota) keeps the state for this page view only.
 * @example createPersistedStore('phoneSignIn', () => initial, { storage: () => sessionStorage, partialize: (s) => ({ phone: s.phone }) })
 */
export function createPersistedStore<T, P>(
  name: string,
  initializer: () => T,
  options: { storage: () => StateStorage; partialize: (state: T) => P; merge?: (persisted: unknown, current: T) => T },
) {
  const forgiving = (): StateStorage => {
    const storage = options.storage();
    return {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        try {
          return storage.setItem(key, value);
        } catch {
          // not kept: the state still holds for this page view
        }
      },
      removeItem: (key) => storage.removeItem(key),
    };
  };
  return create<T>()(
    persist(initializer, {
      name,
      storage: createJSONStorage<P>(forgiving),
      partialize: options.partialize,
      skipHydration: true,
      ...(options.merge ? { merge: options.merge } : {}),
    }),
  );
}
