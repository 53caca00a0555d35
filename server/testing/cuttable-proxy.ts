/**
 * A TCP proxy to Redis (or any TCP service) that a test can cut, as a network failure would,
 * and restore on the same port, so a client's reconnects succeed again.
 */
import net from 'node:net';

export interface CuttableProxy {
  /** redis://127.0.0.1:<port> of the proxy. */
  url: string;
  /** Drops every connection and stops accepting new ones. */
  cut(): void;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): void;
}

export async function cuttableProxy(target: URL): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const cut = () => {
    if (server.listening) server.close();
    for (const s of sockets) s.destroy();
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    cut,
    restore: () => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve())),
    close: cut,
  };
}
