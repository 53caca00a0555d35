import { create, type StateCreator } from 'zustand';
import { devtools } from 'zustand/middleware';

/**
 * The one way to make a store (STYLE: one way into a store library). Devtools are named after
 * the store and only active in development.
 * @example export const useModalStore = createStore('modals', (set) => ({ open: null }))
 */
export function createStore<T>(name: string, initializer: StateCreator<T, [['zustand/devtools', never]], []>) {
  return create<T>()(
    devtools(initializer, { name, enabled: process.env.NODE_ENV === 'development' }),
  );
}
