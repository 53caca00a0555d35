// @vitest-environment node
/**
 * `chat-fanout --processes 3` without Redis or PostgreSQL stops with a plain reason (the bench
 * then exits 1); nothing is started. Port 1 on loopback refuses connections.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceUnavailable, freshSchema, requireRedis, startFanoutCluster } from './chat-fanout-cluster';

afterEach(() => vi.unstubAllEnvs());

describe('chat-fanout cluster prerequisites', () => {
  it('names an unreachable Redis and why', async () => {
    const refused = requireRedis('redis://127.0.0.1:1');
    await expect(refused).rejects.toBeInstanceOf(ServiceUnavailable);
    await expect(refused).rejects.toThrow('Redis at redis://127.0.0.1:1 is unreachable (connect ECONNREFUSED 127.0.0.1:1)');
    await expect(startFanoutCluster(3, 'redis://127.0.0.1:1')).rejects.toBeInstanceOf(ServiceUnavailable);
  });

  it('names an unreachable PostgreSQL without its credentials', async () => {
    const engine = process.env.TEST_DB;
    vi.stubEnv('TEST_DATABASE_URL', 'postgres://postgres:secret@127.0.0.1:1/test');
    const refused = freshSchema();
    await expect(refused).rejects.toBeInstanceOf(ServiceUnavailable);
    await expect(refused).rejects.toThrow('PostgreSQL at postgres://127.0.0.1:1/test is unreachable (connect ECONNREFUSED 127.0.0.1:1)');
    expect(process.env.TEST_DB).toBe(engine); // the engine switch is put back
  });
});
