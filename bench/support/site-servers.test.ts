import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertPortFree, startServers } from './site-servers';

describe('assertPortFree', () => {
  it('refuses a port another server listens on, and passes once it is free', async () => {
    const other = net.createServer();
    await new Promise<void>((resolve) => other.listen(0, resolve));
    const { port } = other.address() as net.AddressInfo;
    await expect(assertPortFree(port)).rejects.toThrow(`port ${port} is already in use`);
    await new Promise<void>((resolve) => other.close(() => resolve()));
    await expect(assertPortFree(port)).resolves.toBeUndefined();
  });
});

describe('startServers', () => {
  const node = process.execPath;

  it('fails at once when a command exits before the servers are ready, naming it', async () => {
    let cleaned = false;
    const never = () => new Promise<void>(() => {});
    await expect(startServers([{ cmd: node, args: ['-e', 'process.exit(3)'], env: {} }], never, () => (cleaned = true))).rejects.toThrow(
      /exited \(3\) before answering/,
    );
    expect(cleaned, 'cleanup ran').toBe(true);
  });

  it('returns once ready, and its stop ends the whole process group', async () => {
    const server = await new Promise<net.Server>((resolve) => {
      const probe = net.createServer();
      probe.listen(0, () => resolve(probe));
    });
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const listen = `require('node:net').createServer().listen(${port})`;
    const stop = await startServers([{ cmd: node, args: ['-e', listen], env: {} }], async () => {
      while (await assertPortFree(port).then(() => true, () => false)) await new Promise((r) => setTimeout(r, 50));
    });
    await expect(assertPortFree(port)).rejects.toThrow('already in use');
    stop();
    for (let i = 0; i < 100 && (await assertPortFree(port).then(() => false, () => true)); i += 1) await new Promise((r) => setTimeout(r, 50));
    await expect(assertPortFree(port)).resolves.toBeUndefined();
  });
});
