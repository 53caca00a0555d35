/**
 * The chaos run (issue 14 item 4; `npm run bench -- chaos`): on three lobby processes sharing
 * one database and one Redis, chat clients post to public chat and traders move gold (QA
 * transfers over HTTP, player gifts, red envelopes sent and received over the lobby socket)
 * at a steady rate, while sockets are cut and one process at a time is SIGKILLed and a new
 * one started. After every kill the money is checked (goldAudit); at the end every chat
 * client must hold every stored message once, in seq order, and every acknowledged message
 * must be stored exactly once.
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Code, GiftLimits, ItemId, Op, QaPath, RedEnvelopeMethod, type ChatMessage } from '../../../src/protocol';
import { publicHistoryAfter } from '../../db/repositories/chat';
import { goldAudit as checkMoney } from '../../db/repositories/wallet';
import type { DB } from '../../db/schema';
import { giftFee } from '../../gifts/rules';
import { openClusterDatabase, startTestCluster, type TestCluster } from '../cluster';
import { ClusterChatClient } from '../cluster-chat-client';
import { LobbyTrader } from './lobby-trader';

export interface ChaosOptions {
  redisUrl: string;
  chatClients: number;
  traders: number;
  durationMs: number;
  cuts: number;
  killEveryMs: number;
  log?: (line: string) => void;
}

export interface ChaosReport {
  messagesAcked: number;
  messagesStored: number;
  resent: number;
  cuts: number;
  kills: number;
  trades: Record<string, number>;
  /** One line per kill: the money check right after it. */
  killChecks: string[];
  /** Everything that broke a rule; empty when the run kept every message and every coin. */
  failures: string[];
}

const START_GOLD = 1_000_000;
const PASSWORD = '1234';
/** The public chat rate limit is 10 messages a minute per sender. */
const CHAT_GAP_MS = 6_500;
/** The most sockets one pass of the cut loop cuts when it has fallen behind its schedule. */
const MAX_CUTS_PER_PASS = 25;
// The chaos run is a load generator: its sleeps pace traffic and back off retries, none waits for a result.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await sleep(50); // polls the condition
}

export async function runChaos(o: ChaosOptions): Promise<ChaosReport> {
  const log = o.log ?? (() => undefined);
  const report: ChaosReport = { messagesAcked: 0, messagesStored: 0, resent: 0, cuts: 0, kills: 0, trades: {}, killChecks: [], failures: [] };
  const count = (what: string) => (report.trades[what] = (report.trades[what] ?? 0) + 1);
  const c: TestCluster = await startTestCluster({ processes: 3, redisUrl: o.redisUrl, readyTimeoutMs: 120_000 });
  const db: Kysely<DB> = openClusterDatabase(c);
  const killed = new Set<number>();
  const live = () => c.nodes.filter((n) => !killed.has(n.index));
  const chat: ClusterChatClient[] = [];
  const traders: { id: number; client: LobbyTrader }[] = [];

  /** POST to a live process; a connection that fails (a killed process) is retried on another. */
  async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const nodes = live();
      const node = nodes[randomInt(nodes.length)]!;
      try {
        const res = await fetch(node.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return { status: res.status, json: (await res.json()) as Record<string, unknown> };
      } catch {
        await sleep(100); // retry back-off: the process asked may just have been killed
      }
    }
    throw new Error(`POST ${path}: no process answered`);
  }

  try {
    log(`  3 processes ready; creating ${o.chatClients} chat clients and ${o.traders} traders`);
    const herald = await post(QaPath.Players, { VIPLevel: 3 });
    const heraldClient = new ClusterChatClient({ name: 'herald', token: herald.json.Token as string, liveNodes: live });
    await heraldClient.connect(0);
    heraldClient.send('herald-0', 'baseline');
    await until(() => heraldClient.pending.size === 0, 30_000);
    const base = heraldClient.acked.get('herald-0');
    if (!base) throw new Error('the baseline message was not acknowledged');
    chat.push(heraldClient);
    for (let i = 0; i < o.chatClients; i++) {
      const p = await post(QaPath.Players, { VIPLevel: 3 });
      const client = new ClusterChatClient({ name: `chat${i}`, token: p.json.Token as string, liveNodes: live, held: [base] });
      await client.connect(i % 3);
      chat.push(client);
    }
    for (let i = 0; i < o.traders; i++) {
      const p = await post(QaPath.Players, { VIPLevel: 3, SiteID: 'crab', Gold: START_GOLD, CanSendRedEnvelope: true });
      const id = p.json.PlayerID as number;
      await post(QaPath.GiftPassword, { PlayerID: id, Password: PASSWORD });
      traders.push({ id, client: new LobbyTrader({ name: `trader${i}`, token: p.json.Token as string, liveNodes: live }) });
    }
    const rules = await traders[0]!.client.ask({ OP: Op.LiveGiftList });
    const feePerMille = (rules.Result as { Transfer: { FeePerMille: number } }).Transfer.FeePerMille;

    const start = await checkMoney(db);
    const seededMismatches = new Set(start.mismatches);
    log(`  start: ${start.total.toLocaleString('en-US')} gold in bags and envelopes; running ${o.durationMs / 1000} s`);
    // Traffic runs for the duration and on until every cut was made (at most three times as long).
    const deadline = Date.now() + o.durationMs;
    const hardStop = Date.now() + 3 * o.durationMs;
    const running = () => (Date.now() < deadline || report.cuts < o.cuts) && Date.now() < hardStop;
    const envelopes: number[] = [];

    const chatLoop = async (client: ClusterChatClient, i: number) => {
      await sleep(randomInt(CHAT_GAP_MS)); // load generator: the clients' first messages spread out
      for (let k = 0; running(); k++) {
        // one message in flight, as a player waits to see theirs: no backlog to burst past the rate limit
        await until(() => client.pending.size === 0 || !running(), 60_000);
        if (!running()) return;
        client.send(`c${i}-${k}`, `混沌 ${i}/${k}`);
        await sleep(CHAT_GAP_MS + randomInt(500)); // load generator: under the chat rate limit
      }
    };

    const traderLoop = async (t: (typeof traders)[number], i: number) => {
      for (let k = 0; running(); k++) {
        const other = traders[(i + 1 + randomInt(traders.length - 1)) % traders.length]!;
        const roll = randomInt(100);
        try {
          if (roll < 40) {
            const r = await post(QaPath.Transfer, { From: t.id, To: other.id, ItemID: ItemId.Gold, Amount: 1 + randomInt(5_000), Ref: `chaos-${i}-${k}` });
            count(r.status === 200 ? 'transfer' : 'transfer refused');
          } else if (roll < 65) {
            const amount = GiftLimits.MinTransferAmount + randomInt(5_000);
            const r = await t.client.ask({ OP: Op.LiveGiftSend, ToID: other.id, ItemID: ItemId.Gold, Amount: amount, Fee: giftFee(amount, feePerMille), Password: PASSWORD, ClientID: `g${i}-${k}` });
            count(r.Code === Code.Ok ? 'gift' : `gift refused ${r.Code}`);
          } else if (roll < 80) {
            const r = await t.client.ask({ OP: Op.RedEnvelopeCreate, Title: 'chaos', Content: '', Amount: 10_000 + randomInt(40_000), Quantity: 5, Method: RedEnvelopeMethod.Random, ClientID: `e${i}-${k}` });
            if (r.Code === Code.Ok) envelopes.push((r.Result as { RedEnvelopeID: number }).RedEnvelopeID);
            count(r.Code === Code.Ok ? 'envelope sent' : `envelope refused ${r.Code}`);
          } else if (envelopes.length > 0) {
            const r = await t.client.ask({ OP: Op.RedEnvelopeReceive, RedEnvelopeID: envelopes[randomInt(envelopes.length)]! });
            count(r.Code === Code.Ok ? 'envelope received' : `receive refused ${r.Code}`);
          }
        } catch (err) {
          report.failures.push(`trader${i}: ${err instanceof Error ? err.message : String(err)}`);
        }
        await sleep(150 + randomInt(300)); // load generator: a trader's pace
      }
    };

    const cutLoop = async () => {
      // On a schedule: each pass makes the cuts due by now, so timers that run late on a busy
      // machine do not leave cuts unmade (fixed batches on a fixed gap once made 960 of 1,000
      // before the hard stop). At most MAX_CUTS_PER_PASS at once, so a late pass is not a storm.
      const started = Date.now();
      const every = o.durationMs / o.cuts;
      while (running() && report.cuts < o.cuts) {
        await sleep(Math.max(every, 50)); // load generator: the cut schedule
        const due = Math.min(o.cuts, Math.ceil((Date.now() - started) / every), report.cuts + MAX_CUTS_PER_PASS);
        const open: { cut(): boolean }[] = [...chat.filter((cl) => cl.connected), ...traders.map((t) => t.client).filter((t) => t.connected)];
        while (report.cuts < due && open.length > 0) {
          const [target] = open.splice(randomInt(open.length), 1);
          if (target!.cut()) report.cuts++;
        }
      }
    };

    const killLoop = async () => {
      while (running()) {
        const next = Date.now() + o.killEveryMs;
        await until(() => !running() || Date.now() >= next, o.killEveryMs);
        if (!running()) return;
        const victim = live()[randomInt(live().length)]!;
        killed.add(victim.index);
        await c.kill(victim.index, 'SIGKILL');
        report.kills++;
        const m = await checkMoney(db);
        const fresh = m.mismatches.filter((x) => !seededMismatches.has(x));
        const line = `kill ${report.kills} (process ${victim.index}): total ${m.total === start.total ? 'kept' : `${m.total} ≠ ${start.total}`}, ${fresh.length} balances off their ledger`;
        report.killChecks.push(line);
        log(`  ${line}`);
        if (m.total !== start.total || fresh.length > 0) report.failures.push(`${line}${fresh.length ? `: ${fresh.slice(0, 3).join(', ')}` : ''}`);
        await c.addNode();
      }
    };

    await Promise.all([...chat.slice(1).map(chatLoop), ...traders.map(traderLoop), cutLoop(), killLoop()]);
    log('  traffic stopped; waiting for every message to be acknowledged');
    await until(() => chat.every((cl) => cl.pending.size === 0), 60_000);

    const end = await checkMoney(db);
    const fresh = end.mismatches.filter((x) => !seededMismatches.has(x));
    if (end.total !== start.total) report.failures.push(`end: total ${end.total} ≠ ${start.total}`);
    if (fresh.length > 0) report.failures.push(`end: ${fresh.length} balances off their ledger (${fresh.slice(0, 3).join(', ')})`);
    await checkChat(db, chat, base, report);
    report.resent = chat.reduce((n, cl) => n + cl.resent, 0) + traders.reduce((n, t) => n + t.client.resent, 0);
    return report;
  } finally {
    for (const cl of chat) cl.close();
    for (const t of traders) t.client.close();
    await db.destroy();
    await c.stop();
  }
}

/** Stored after the baseline: seqs without a gap, each acknowledged message once; every client holds exactly that. */
async function checkChat(db: Kysely<DB>, chat: ClusterChatClient[], base: ChatMessage, report: ChaosReport): Promise<void> {
  const stored = await publicHistoryAfter(db, base.Seq);
  report.messagesStored = stored.length;
  if (stored.some((m, i) => m.seq !== base.Seq + 1 + i)) report.failures.push('stored public chat has a seq gap');
  const unacked = chat.reduce((n, cl) => n + cl.pending.size, 0);
  if (unacked > 0) report.failures.push(`${unacked} messages never acknowledged`);
  for (const cl of chat) {
    for (const [clientId, message] of cl.acked) {
      if (message.Seq <= base.Seq) continue; // the baseline itself
      report.messagesAcked++;
      const copies = stored.filter((m) => m.client_id === clientId);
      if (copies.length !== 1 || copies[0]!.id !== message.ID) report.failures.push(`${clientId}: stored ${copies.length} times`);
    }
  }
  const history = stored.map((m) => m.id);
  for (const cl of chat) {
    try {
      await cl.resume();
    } catch (err) {
      report.failures.push(String(err));
      continue;
    }
    const held = cl.held.filter((m) => m.Seq > base.Seq).map((m) => m.ID);
    if (held.length !== history.length || held.some((id, i) => id !== history[i])) {
      report.failures.push(`a client on ${cl.visited.join('→')} holds ${held.length} of ${history.length} messages, or out of order`);
    }
    report.failures.push(...cl.problems);
  }
}
