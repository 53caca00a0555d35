// @vitest-environment node
/**
 * The benches' checks can fail (issue 38 item 5).
 *
 * - Every fault against the check rules directly (support/check-rules.ts, no server): with no
 *   fault every check passes a clean observation; under each BENCH_FAULT the checks of that
 *   fault fail and no check of another fault does (the report's checks, which gather the
 *   other benches', may fail beside them). The chaos faults act on a running chaos run, so here
 *   the switch is shown making its QA requests, and the sorting of the run's failures.
 * - One bench end to end: `bench/run.ts smoke red-envelope` (SQLite and PostgreSQL) exits 0 with
 *   every check passed, and with BENCH_FAULT=wrong-share exits 1 naming the check.
 * The whole smoke run (every bench) is `npm test`'s own step; running it here again, with a
 * faulty run per bench, took minutes on two cores.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Op, QaPath } from '../src/protocol';
import { MINTED_GOLD, faultsThroughQaRoutes } from './support/chaos-faults';
import {
  chaosFindings,
  dispatchFindings,
  envelopeFindings,
  fanoutRowFindings,
  fuzzFindings,
  spinFindings,
  transferFindings,
  type EnvelopeRound,
  type LedgerObservation,
  type TransferObservation,
} from './support/check-rules';
import { CHECKS, FAULT_NAMES, activeFaults, closing, printTo, record, type CheckDef, type CheckId, type FaultName, type Findings } from './support/checks';
import { envelopeFigures, fanoutFigures, transferFigures } from './support/report-figures';
import { SMOKE_ENV } from './support/smoke';

const ROOT = path.resolve(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const E2E_LIMIT_MS = 180_000;

// ── clean observations, as the benches hand them to their checks ───────────────────────────

const ledgers: LedgerObservation[] = [
  { playerId: 1, balance: 700, ledgerSum: 700 },
  { playerId: 2, balance: 1_300, ledgerSum: 1_300 },
];
const rounds: EnvelopeRound[] = [
  { shares: 3, amount: 100, paid: [{ playerId: 1, amount: 50 }, { playerId: 2, amount: 30 }, { playerId: 3, amount: 20 }] },
  { shares: 2, amount: 100, paid: [{ playerId: 2, amount: 1 }, { playerId: 3, amount: 99 }] },
];
const transfers: TransferObservation = { errors: [], retries: [{ ref: '0-0', replayed: true }, { ref: '1-10', replayed: true }], firstAmount: 40, minted: 2_000, ledgers };
const measured = { label: 'lobby, 1 process', result: { latencies: [2, 3, 4], missing: 0, duplicates: 0, connectMs: 10 } };
const fanoutSizes = [{ n: 20, bare: { ...measured, label: 'bare ws' }, single: measured }];

/** Every check's findings over clean observations (chaos: a clean run's failures, none). */
function allChecks(): Findings {
  const report: Findings = {
    reportFanout: fanoutFigures(fanoutSizes, 1).failures,
    reportEnvelopes: envelopeFigures([{ engine: 'SQLite', paid: 5, answered: 9, secs: 1, failures: envelopeFindings(rounds, ledgers) }]).failures,
    reportTransfers: transferFigures([{ engine: 'SQLite', transfers: 2, secs: 1, perSecond: 2, refused: 0, failures: transferFindings(transfers) }]).failures,
  };
  return {
    ...spinFindings(
      [
        { playerId: 1, failed: 0, won: 500, wins: 1, gold: 10_000 - 300 + 500, ledgerRows: 4 },
        { playerId: 2, failed: 0, won: 0, wins: 0, gold: 10_000 - 300, ledgerRows: 3 },
      ],
      { spins: 3, startGold: 10_000, bet: 100 },
    ),
    ...envelopeFindings(rounds, ledgers),
    ...transferFindings(transfers),
    ...fanoutRowFindings([
      { where: 'N=20, bare ws', result: { delivered: 5, missing: 0, duplicates: 0 } },
      { where: 'N=20, lobby', result: { delivered: 5, missing: 0, duplicates: 0 } },
    ]),
    ...fuzzFindings({ silent: [], wrong: [], wrongCount: 0, beforeInitWrong: [], httpBad: [], httpBadCount: 0, garbage: 50, garbageAnswered: 50 }),
    ...dispatchFindings(30, 30),
    ...chaosFindings([]),
    ...Object.fromEntries(Object.entries(report).filter(([, f]) => f.length > 0)),
  };
}

const checkIds = Object.keys(CHECKS) as CheckId[];
const failed = (found: Findings) => checkIds.filter((id) => (found[id] ?? []).length > 0).sort();
const CHAOS_FAULTS: FaultName[] = ['minted-gold', 'forged-push'];

describe('bench check rules', () => {
  const saved = process.env.BENCH_FAULT;
  afterEach(() => {
    if (saved === undefined) delete process.env.BENCH_FAULT;
    else process.env.BENCH_FAULT = saved;
  });

  it('pass clean observations', () => {
    delete process.env.BENCH_FAULT;
    expect(allChecks()).toEqual({});
  });

  it.each(FAULT_NAMES.filter((f) => !CHAOS_FAULTS.includes(f)))('fail under BENCH_FAULT=%s: its checks and no other bench’s', (name) => {
    process.env.BENCH_FAULT = name;
    const got = failed(allChecks());
    const mine = checkIds.filter((id) => CHECKS[id].fault === name);
    expect(mine.length).toBeGreaterThan(0);
    for (const id of mine) expect(got, `${name} must fail ${id}`).toContain(id);
    const others = got.filter((id) => !mine.includes(id) && CHECKS[id].bench !== 'report');
    expect(others, `${name} failed checks of other faults`).toEqual([]);
  });

  it('sort the chaos run’s failures into its money check and its messages check', () => {
    const found = chaosFindings([
      'kill 1 (process 2): total 1002744321 ≠ 16090000, 0 balances off their ledger',
      'end: total 1002744321 ≠ 16090000',
      'end: 1 balances off their ledger (7: 10 vs 9)',
      'a client on 0→1 holds 5 of 4 messages, or out of order',
      'c1-3: stored 2 times',
      'trader0: POST /__qa/transfer: no process answered',
    ]);
    expect(found.chaosMoney).toHaveLength(3);
    expect(found.chaosMessages).toHaveLength(3);
  });
});

describe('chaos faults through the QA routes', () => {
  const realFetch = globalThis.fetch;
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  beforeEach(() => {
    calls.length = 0;
    // a chaos process that answers every request: players get ids 100, 101, …; a push reaches one socket
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path: url.pathname, body });
      const answer = url.pathname === QaPath.Players ? { PlayerID: 100 + calls.length } : url.pathname === QaPath.Push ? { delivered: 1 } : {};
      return new Response(JSON.stringify(answer), { status: 200 });
    }) as typeof fetch;
  });
  const saved = process.env.BENCH_FAULT;
  afterEach(() => {
    globalThis.fetch = realFetch;
    if (saved === undefined) delete process.env.BENCH_FAULT;
    else process.env.BENCH_FAULT = saved;
  });

  /** What the chaos run asks of a process: a chat client, a trader, then the trader's transfers. */
  async function chaosTraffic(): Promise<void> {
    const post = (p: string, body: unknown) => fetch(`http://127.0.0.1:4100${p}`, { method: 'POST', body: JSON.stringify(body) });
    await post(QaPath.Players, { VIPLevel: 3 });
    await post(QaPath.Players, { VIPLevel: 3, Gold: 1_000_000 });
    await post(QaPath.Transfer, { From: 102, To: 103, ItemID: 1, Amount: 5, Ref: 'chaos-0-0' });
    await post(QaPath.Transfer, { From: 102, To: 103, ItemID: 1, Amount: 5, Ref: 'chaos-0-1' });
  }

  it('do nothing without a fault', async () => {
    delete process.env.BENCH_FAULT;
    const stop = faultsThroughQaRoutes();
    await chaosTraffic();
    stop();
    expect(calls.map((c) => c.path)).toEqual([QaPath.Players, QaPath.Players, QaPath.Transfer, QaPath.Transfer]);
  });

  it('minted-gold sets a trader’s gold and forged-push pushes a chat message to a chat client, once, before the first transfer', async () => {
    process.env.BENCH_FAULT = 'minted-gold,forged-push';
    const process0 = globalThis.fetch;
    const stop = faultsThroughQaRoutes();
    await chaosTraffic();
    stop();
    expect(globalThis.fetch).toBe(process0);
    expect(calls.map((c) => c.path)).toEqual([QaPath.Players, QaPath.Players, QaPath.Balance, QaPath.Push, QaPath.Transfer, QaPath.Transfer]);
    expect(calls[2]!.body).toEqual({ PlayerID: 102, Gold: MINTED_GOLD });
    expect(calls[3]!.body).toMatchObject({ PlayerID: 101, Socket: 'chat', Message: { OP: Op.ChatPublicPush } });
  });
});

describe('bench checks', () => {
  it('refuse a fault name they do not know', () => {
    expect(activeFaults({ BENCH_FAULT: 'wrong-share, drop-message' })).toEqual(['wrong-share', 'drop-message']);
    expect(activeFaults({})).toEqual([]);
    expect(() => activeFaults({ BENCH_FAULT: 'wrong-shares' })).toThrow('no fault named wrong-shares');
  });

  it('print a closing line per check and count the failed ones', () => {
    const lines: string[] = [];
    printTo((line) => lines.push(line));
    try {
      expect(record('slot-spin', { spinBalances: ['player 1: balance 9, expected 10'] })).toBe(false);
    } finally {
      printTo((line) => console.log(line));
    }
    expect(lines).toEqual([
      '  check passed: slot-spin › every spin answered Ok',
      '  check FAILED: slot-spin › every balance is its start minus the bets plus the wins: player 1: balance 9, expected 10',
      '  check passed: slot-spin › one ledger row per bet and per win',
    ]);
    expect(closing('bench smoke')).toEqual({
      lines: ['bench smoke: 2 checks passed, 1 failed', '  FAILED slot-spin › every balance is its start minus the bets plus the wins: player 1: balance 9, expected 10'],
      ok: false,
    });
  });
});

// ── end to end ─────────────────────────────────────────────────────────────────────────────

interface Run {
  code: number | null;
  out: string;
}

/** `bench/run.ts smoke <benches>` in a process of its own, with this shell's environment minus vitest's, faults and sizes. */
function smoke(benches: string[], fault?: string): Promise<Run> {
  const env = { ...process.env };
  for (const k of Object.keys(env)) {
    if (k.startsWith('VITEST') || k.startsWith('BENCH_') || k === 'TEST_DB' || k in SMOKE_ENV) delete env[k];
  }
  delete (env as Record<string, string | undefined>).NODE_ENV;
  if (fault) env.BENCH_FAULT = fault;
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['bench/run.ts', 'smoke', ...benches], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += String(d)));
    child.stderr.on('data', (d: Buffer) => (out += String(d)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('bench smoke run, end to end', () => {
  const envelopeChecks = (Object.values(CHECKS) as CheckDef[]).filter((c) => c.bench === 'red-envelope');

  it(
    'exits 0 with every check passed, and 1 naming the check a fault breaks',
    async () => {
      const [clean, faulty] = await Promise.all([smoke(['red-envelope']), smoke(['red-envelope'], 'wrong-share')]);
      for (const c of envelopeChecks) expect(clean.out, clean.out).toContain(`check passed: red-envelope › ${c.name} (SQLite)`);
      expect(clean.out).toMatch(/^bench smoke: [1-9]\d* checks passed, 0 failed/m);
      expect(clean.code, clean.out).toBe(0);

      expect(faulty.out, faulty.out).toContain(`check FAILED: red-envelope › ${CHECKS.envelopeSum.name} (SQLite): round 1: paid 100001, expected 100000`);
      expect(faulty.out).toMatch(/^bench smoke: \d+ checks passed, [1-9]\d* failed$/m);
      expect(faulty.out).toContain(`  FAILED red-envelope › ${CHECKS.envelopeSum.name} (SQLite)`);
      for (const c of envelopeChecks.filter((c) => c !== CHECKS.envelopeSum)) expect(faulty.out).toContain(`check passed: red-envelope › ${c.name} (SQLite)`);
      expect(faulty.code).toBe(1);
    },
    E2E_LIMIT_MS,
  );
});
