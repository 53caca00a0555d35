/**
 * The transport the app uses in the browser: it does not open sockets itself but publishes
 * the connection the client wants (URL + attempt id) as a tiny external store. `SocketProvider`
 * renders one react-use-websocket hook for the current attempt, keyed by its id so that every
 * attempt — even to the same URL — gets a fresh socket, and feeds the socket's events back.
 */
import type { Transport, TransportConnection, TransportEvents } from './types';

/** One connection the client asked for. */
export interface BridgeAttempt {
  readonly id: number;
  readonly url: string;
  readonly events: TransportEvents;
}

export class SocketBridge implements Transport {
  private current: BridgeAttempt | null = null;
  private sender: ((frame: string) => void) | null = null;
  private nextId = 1;
  private readonly listeners = new Set<() => void>();

  /** Publishes a new attempt; the mounted hook opens it. */
  connect(url: string, events: TransportEvents): TransportConnection {
    const attempt: BridgeAttempt = { id: this.nextId++, url, events };
    this.current = attempt;
    this.sender = null;
    this.emit();
    return {
      send: (frame) => {
        if (this.current !== attempt || !this.sender) throw new Error('socket not open');
        this.sender(frame);
      },
      close: () => {
        if (this.current !== attempt) return;
        // unmounting the hook closes the socket
        this.current = null;
        this.sender = null;
        this.emit();
      },
    };
  }

  /** The attempt to render, or null (useSyncExternalStore snapshot). */
  getSnapshot = (): BridgeAttempt | null => this.current;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The hook mounted for attempt `id` hands over its send function; returns the detach. */
  attach(id: number, send: (frame: string) => void): () => void {
    if (this.current?.id !== id) return () => {};
    this.sender = send;
    return () => {
      if (this.sender === send) this.sender = null;
    };
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
