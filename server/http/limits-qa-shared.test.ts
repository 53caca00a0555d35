/**
 * /__qa/limits on one process applies on every process before it answers: a test that lowers
 * the limits through process A and signs guests up through process B meets the new limits.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPath, Code, Provider, QaPath } from '../../src/protocol';
import { LocalBus, LocalNetwork } from '../cluster/bus';
import { startTestServer, type TestServer } from '../testing/harness';
import { testDatabaseUrl, type TestDatabaseUrl } from '../testing/test-database';

describe('/__qa/limits across processes', () => {
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  let database: TestDatabaseUrl | undefined;
  afterEach(async () => {
    await a?.cleanup();
    await b?.cleanup();
    await database?.drop();
  });

  it('limits set through one process hold on the other; a reset through either clears both', async () => {
    database = await testDatabaseUrl();
    const network = new LocalNetwork();
    a = await startTestServer({ databaseUrl: database.url, bus: new LocalBus(network) });
    b = await startTestServer({ databaseUrl: database.url, bus: new LocalBus(network) });
    const guest = (s: TestServer) => s.post(AccountPath.SignIn, { SiteID: 'owl', Lang: 'zh_tw', TPType: Provider.guest });

    expect((await a.post(QaPath.Limits, { GuestsPerAddressPerHour: 1 })).status).toBe(200);
    expect((await guest(b)).json.Code).toBe(Code.HttpOk);
    expect((await guest(b)).json.Code).toBe(Code.AddressGuestLimit);

    await b.post(QaPath.Reset);
    // Loopback is exempt again on both processes after the reset.
    for (let i = 0; i < 3; i++) expect((await guest(a)).json.Code).toBe(Code.HttpOk);
  });
});
