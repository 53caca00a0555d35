/**
 * A socket transport for tests: records every connection and frame, and lets the test play
 * the server — `open()`, `receive(obj | string)`, `close(code)` act on the latest connection.
 */
import type { Transport, TransportConnection, TransportEvents } from '@/socket/types';

export class FakeConnection implements TransportConnection {
  /** Frames the client wrote, as strings. */
  readonly sent: string[] = [];
  /** True once the client closed this connection. */
  closedByClient = false;

  constructor(
    readonly url: string,
    readonly events: TransportEvents,
  ) {}

  send(frame: string): void {
    if (this.closedByClient) throw new Error('send on a connection the client closed');
    this.sent.push(frame);
  }

  close(): void {
    this.closedByClient = true;
  }
}

export class FakeTransport implements Transport {
  readonly connections: FakeConnection[] = [];

  connect(url: string, events: TransportEvents): TransportConnection {
    const connection = new FakeConnection(url, events);
    this.connections.push(connection);
    return connection;
  }

  /** The latest connection; throws if the client never connected. */
  get last(): FakeConnection {
    const connection = this.connections.at(-1);
    if (!connection) throw new Error('the client has not connected');
    return connection;
  }

  /** Every frame sent on any connection, oldest first, parsed. */
  get sent(): Record<string, unknown>[] {
    return this.connections.flatMap((c) => c.sent.map((frame) => JSON.parse(frame) as Record<string, unknown>));
  }

  /** The OP of every frame sent on any connection, oldest first. */
  get sentOps(): unknown[] {
    return this.sent.map((frame) => frame.OP);
  }

  open(): void {
    this.last.events.onOpen();
  }

  /** Delivers a frame from the "server": objects are JSON-encoded, strings sent as they are. */
  receive(frame: object | string): void {
    this.last.events.onMessage(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The "server" closes the latest connection. */
  close(code = 1006, reason = ''): void {
    this.last.events.onClose(code, reason);
  }

  error(): void {
    this.last.events.onError();
  }
}
