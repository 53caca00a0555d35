import type { SocketLogger, SocketState } from './types';

/**
 * A socket's connection state with its listeners (useSyncExternalStore-friendly: stable
 * functions, primitive snapshot). A throwing listener is logged and does not stop the others.
 */
export class SocketStateCell {
  private state: SocketState = 'idle';
  private readonly listeners = new Set<() => void>();

  constructor(private readonly logger: SocketLogger) {}

  get = (): SocketState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  set(next: SocketState): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch (error) {
        this.logger.error('state listener threw', error);
      }
    }
  }

  clearListeners(): void {
    this.listeners.clear();
  }
}
