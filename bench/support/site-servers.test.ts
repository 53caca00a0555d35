import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertPortFree } from './site-servers';

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
