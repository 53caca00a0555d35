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
import { ChannelType, Code, Op, QaPath } from '../src/protocol';
import { redisForTests } from '../server/testing/cluster';
import { runChaos } from '../server/testing/chaos/chaos-run';
import { fault, finding, record, unavailable, type Findings } from './support/checks';
import { option, positiveInt } from './support/options';
import { isSmoke } from './support/smoke';

/** The chaos run's money lines: the check after each kill, and at the end. */
const MONEY = /^(kill \d+ |end: )/;
/** What minted-gold sets one trader's gold to: coins that were never in the run. */
const MINTED_GOLD = 987_654_321;

/**
 * minted-gold and forged-push, through the QA routes every chaos process serves (QA mode):
 * when the traffic makes its first QA transfer (the money at the start is counted by then),
 * the bench first sets one trader's gold through the wallet — coins that were never in the
 * run, so the total must be seen to move — and pushes a public chat message nobody sent to
 * one chat client, which must then hold a message the server never stored. It watches the
 * run's own requests (fetch) for a process's address and the players it creates; it returns
 * a function that stops watching.
 */
function faultsThroughQaRoutes(): () => void {
  const mint = fault('minted-gold');
  const forge = fault('forged-push');
  if (!mint && !forge) return () => undefined;
  const real = globalThis.fetch;
  const chatPlayers: number[] = [];
  let injected: Promise<void> | undefined;

  async function inject(origin: string, trader: number): Promise<void> {
    const post = async (path: string, body: unknown) => {
      const res = await real(origin + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (res.status !== 200) throw new Error(`BENCH_FAULT: ${path} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { delivered?: number };
    };
    if (mint) await post(QaPath.Balance, { PlayerID: trader, Gold: MINTED_GOLD });
    if (forge) {
      const text = 'BENCH_FAULT forged-push';
      const message = { ID: 2_000_000_000, Seq: 2_000_000_000, ChannelType: ChannelType.Public, From: '0', SenderType: 0, Message: text, OriginalMessage: text, CreateTime: 0, AutoReply: [], ColorID: 1, ClubName: '', Flag: 0, PlayerID: 0, ToPlayerID: 0, AllianceID: 0, ReplyID: 0, Name: 'forged', PictureURL: '', PictureSetting: 1, VIPLevel: 1, Params: null };
      // A push reaches a client only while its socket is open (the run cuts sockets): the first connected one takes it.
      for (const id of chatPlayers) {
        const { delivered } = await post(QaPath.Push, { PlayerID: id, Socket: 'chat', Message: { OP: Op.ChatPublicPush, Code: Code.Ok, Result: message } });
        if ((delivered ?? 0) > 0) return;
      }
      throw new Error('BENCH_FAULT forged-push: no chat client had a socket open');
    }
  }

  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (url.pathname === QaPath.Transfer) await (injected ??= inject(url.origin, body.From as number));
    const res = await real(input, init);
    // chat clients are the players made without gold (traders get theirs)
    if (url.pathname === QaPath.Players && res.status === 200 && body.Gold === undefined) chatPlayers.push(((await res.clone().json()) as { PlayerID: number }).PlayerID);
    return res;
  }) as typeof fetch;
  return () => {
    globalThis.fetch = real;
  };
}

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
    const found: Findings = {};
    for (const f of r.failures) finding(found, MONEY.test(f) ? 'chaosMoney' : 'chaosMessages', f);
    record('chaos', found);
  } finally {
    stopFaults();
    if (previous === undefined) delete process.env.TEST_DB;
    else process.env.TEST_DB = previous;
  }
}
