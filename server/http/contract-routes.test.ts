/**
 * The HTTP contract (src/protocol/http-contract.ts) and the server's routes are the same set:
 * every entry is served, no /api/v1 path is served without one, and each path checks the
 * caller its entry declares. (The router's own type refuses a path outside the contract at
 * compile time; this holds the other direction.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, HealthPath, ReadyPath } from '../../src/protocol';
import { httpContract } from '../../src/protocol/http-contract';
import { startTestServer, type TestServer } from '../testing/harness';

describe('the HTTP contract and the routes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  it('every JSON path of the contract is routed as a POST, and nothing else outside QA and health', () => {
    const routed = s.httpRoutes().filter((r) => !r.path.startsWith('/__qa/') && r.path !== HealthPath && r.path !== ReadyPath);
    const json = httpContract.filter((e) => !('binaryMaxBytes' in e));
    expect(routed.map((r) => `${r.method} ${r.path}`).sort()).toEqual(json.map((e) => `POST ${e.path}`).sort());
  });

  it('a player path refuses a request without a session with 100005; a binary one too', async () => {
    const player = httpContract.filter((e) => e.access === 'player');
    expect(player.length).toBeGreaterThan(40);
    for (const endpoint of player) {
      const reply = await s.post(endpoint.path, {});
      expect({ path: endpoint.path, code: reply.json.Code }).toEqual({ path: endpoint.path, code: Code.SessionExpired });
    }
  });

  it('a visitor path answers without a session: its body is judged, not the caller', async () => {
    const visitor = httpContract.filter((e) => e.access === 'visitor');
    expect(visitor.map((e) => e.path)).toContain('/api/v1/game/list');
    for (const endpoint of visitor) {
      const reply = await s.post(endpoint.path, { unexpected: 'x'.repeat(9000) });
      expect({ path: endpoint.path, code: reply.json.Code }).not.toEqual({ path: endpoint.path, code: Code.SessionExpired });
    }
  });
});
