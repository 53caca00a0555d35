import { create, type StateCreator } from 'zustand';
import { devtools } from 'zustand/middleware';

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
