import { createStore } from '@/lib/create-store';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastState {
  toasts: ToastItem[];
}

export const useToastStore = createStore<ToastState>('toasts', () => ({ toasts: [] }));

let nextId = 1;
const MAX_TOASTS = 3;

/** Removes a toast (the host calls it when its time is up). */
export function dismissToast(id: number): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/**
 * Shows a short message at the top of the screen; it leaves by itself after `duration` ms.
 * The same message shown twice in a row is not stacked.
 * @example showToast(t('signIn.notAvailable', { method: 'LINE' }))
 */
export function showToast(message: string, { tone = 'info', duration = 2500 }: { tone?: ToastTone; duration?: number } = {}): number {
  const { toasts } = useToastStore.getState();
  const same = toasts.find((toast) => toast.message === message);
  if (same) return same.id;
  const id = nextId++;
  useToastStore.setState({ toasts: [...toasts, { id, message, tone }].slice(-MAX_TOASTS) });
  setTimeout(() => dismissToast(id), duration);
  return id;
}
