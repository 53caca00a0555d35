/**
 * Hostile requests against every HTTP route (issue 14 item 3), on both engines: odd bodies,
 * odd queries, with and without a token (server/testing/fuzz/http-fuzzer.ts); then bytes that
 * are not HTTP. No answer is a 500 or a JSON body without a Code, every garbage connection is
 * answered or closed, and the server still serves. `npm run bench -- wire-fuzz` runs more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QaPath } from '../../src/protocol';
import { fuzzHttp, fuzzRawTcp, httpCases } from '../testing/fuzz/http-fuzzer';
import { startTestServer, type TestServer } from '../testing/harness';

const SEED = 20261123;

describe('hostile HTTP requests', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  const token = async () => (await s.post(QaPath.Players, { Name: 'fuzz' })).json.Token as string;

  it('the cases cover every body kind', () => {
    const kinds = new Set(httpCases(400, SEED).map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['deep-nesting', 'near-limit', 'none', 'not-json', 'not-object', 'odd-fields', 'over-limit']);
  });

  it('every route answers every hostile request below 500 with its envelope', async () => {
    const routes = s.httpRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const report = await fuzzHttp({ baseUrl: s.url.replace('localhost', '127.0.0.1'), routes, perRoute: 8, seed: SEED, token });
    expect(report.bad).toEqual([]);
    expect(report.requests).toBe(routes.filter((r) => !r.path.startsWith('/__qa')).length * 8);
    expect(report.statuses['413']).toBeGreaterThan(0);
    expect(report.statuses['400']).toBeGreaterThan(0);
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
  }, 180_000);

  it('bytes that are not HTTP are answered or closed; the server lives on', async () => {
    expect(await fuzzRawTcp(s.port, 60, SEED)).toBe(60);
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
  }, 60_000);
});
