/**
 * Chaos (issue 14 item 4): server/testing/chaos/chaos-run.ts on three lobby processes, one
 * database (PostgreSQL by default; CHAOS_DB=sqlite for a shared SQLite file) and one Redis.
 * 200 clients (chat clients and traders) chat and trade at a steady rate while sockets are cut
 * 1,000 times and a process is SIGKILLed and replaced every 20 s. Prints what happened and the
 * checks (made by the chaos run, counted by support/checks.ts): the money after every kill and
 * at the end; every acknowledged message stored once, every client holding every message once
 * and in order, no trade failed.
 *
 *   npm run bench -- chaos [--chat=150] [--traders=50] [--seconds=120] [--cuts=1000] [--kill-every=20]
 */
import { redisForTests } from '../server/testing/cluster';
import { runChaos } from '../server/testing/chaos/chaos-run';
import { faultsThroughQaRoutes } from './support/chaos-faults';
import { chaosFindings } from './support/check-rules';
import { record, unavailable } from './support/checks';
import { option, positiveInt } from './support/options';
import { isSmoke } from './support/smoke';

export async function run(): Promise<void> {
  const chatClients = positiveInt('chat', option('chat', 'CHAOS_CHAT', '150'));
  const traders = positiveInt('traders', option('traders', 'CHAOS_TRADERS', '50'));
  const seconds = positiveInt('seconds', option('seconds', 'CHAOS_SECONDS', '120'));
  const cuts = positiveInt('cuts', option('cuts', 'CHAOS_CUTS', '1000'));
  const killEvery = positiveInt('kill-every', option('kill-every', 'CHAOS_KILL_EVERY', '20'));
  const previous = process.env.TEST_DB;
  process.env.TEST_DB = (process.env.CHAOS_DB ?? 'postgres') === 'sqlite' ? 'sqlite' : 'postgres';
  const redisUrl = await redisForTests();
  if (!redisUrl) {
    console.log('chaos: needs Redis (REDIS_URL or 127.0.0.1:6379); not run');
    unavailable('chaos', 'on Redis', 'Redis (REDIS_URL or 127.0.0.1:6379) did not answer', !isSmoke());
    return;
  }
  console.log(`chaos: ${chatClients} chat clients + ${traders} traders on 3 processes (${process.env.TEST_DB}, Redis) for ${seconds} s; ${cuts} socket cuts; a process SIGKILLed and replaced every ${killEvery} s`);
  const started = performance.now();
  const stopFaults = faultsThroughQaRoutes();
  try {
    const r = await runChaos({ redisUrl, chatClients, traders, durationMs: seconds * 1000, cuts, killEveryMs: killEvery * 1000, log: (line) => console.log(line) });
    const trades = Object.entries(r.trades).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ');
    console.log(`  ${r.cuts} sockets cut, ${r.kills} process kills; ${r.resent} requests and messages sent again after a drop`);
    console.log(`  trades: ${trades}`);
    console.log(`  chat: ${r.messagesAcked} messages acknowledged, ${r.messagesStored} stored after the baseline (envelope cards included)`);
    console.log(`  took ${((performance.now() - started) / 1000).toFixed(0)} s`);
    record('chaos', chaosFindings(r.failures));
  } finally {
    stopFaults();
    if (previous === undefined) delete process.env.TEST_DB;
    else process.env.TEST_DB = previous;
  }
}
