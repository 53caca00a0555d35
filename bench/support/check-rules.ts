/**
 * The benches' checks as functions of what a bench observed (support/checks.ts has the table
 * and the counting). Each applies its faults here, to what it is handed, before it checks:
 * under BENCH_FAULT=<fault> the observation is corrupted the way that fault names (a paid share
 * off by one, a delivery dropped, a ledger sum skewed …), so the check's own logic is what
 * catches it, and bench/smoke.test.ts can show that for every fault without a server.
 * The first item of each observation takes the fault.
 */
import { fault, finding, type Findings } from './checks';

// ── ledgers (red-envelope, wallet-transfer) ─────────────────────────────────────────────────

export interface LedgerObservation {
  playerId: number;
  balance: number;
  /** Sum of the player's ledger deltas for the item. */
  ledgerSum: number;
}

/** One line per player whose balance is not its ledger sum; ledger-skew: the first sum one coin off. */
export function ledgerMismatches(ledgers: readonly LedgerObservation[]): string[] {
  return ledgers
    .map((l, i) => ({ ...l, ledgerSum: l.ledgerSum + (fault('ledger-skew') && i === 0 ? 1 : 0) }))
    .filter((l) => l.ledgerSum !== l.balance)
    .map((l) => `player ${l.playerId}: balance ${l.balance}, ledger sum ${l.ledgerSum}`);
}

// ── slot-spin ───────────────────────────────────────────────────────────────────────────────

export interface SpinSeat {
  playerId: number;
  /** Spins answered otherwise than Ok (nothing charged). */
  failed: number;
  won: number;
  wins: number;
  /** Gold balance after the spins. */
  gold: number;
  /** Ledger rows the demo slot wrote. */
  ledgerRows: number;
}

export function spinFindings(seats: readonly SpinSeat[], o: { spins: number; startGold: number; bet: number }): Findings {
  const found: Findings = {};
  for (const [i, seat] of seats.entries()) {
    const first = i === 0;
    // refused-spin: handed one spin answered with an error; uncharged-bet: a balance one bet
    // higher (a bet not taken); lost-ledger-row: one ledger row fewer
    const failed = seat.failed + (first && fault('refused-spin') ? 1 : 0);
    const gold = seat.gold + (first && fault('uncharged-bet') ? o.bet : 0);
    const rows = seat.ledgerRows - (first && fault('lost-ledger-row') ? 1 : 0);
    const spun = o.spins - seat.failed;
    const expected = o.startGold - spun * o.bet + seat.won;
    if (failed > 0) finding(found, 'spinsAnswered', `player ${seat.playerId}: ${failed} spins not answered Ok`);
    if (gold !== expected) finding(found, 'spinBalances', `player ${seat.playerId}: balance ${gold}, expected ${expected}`);
    if (rows !== spun + seat.wins) finding(found, 'spinLedger', `player ${seat.playerId}: ${rows} ledger rows, expected ${spun + seat.wins}`);
  }
  return found;
}

// ── red-envelope ────────────────────────────────────────────────────────────────────────────

export interface EnvelopeRound {
  shares: number;
  amount: number;
  /** Every receive answered Ok: who, and how much. */
  paid: { playerId: number; amount: number }[];
}

export function envelopeFindings(rounds: readonly EnvelopeRound[], ledgers: readonly LedgerObservation[]): Findings {
  const found: Findings = {};
  for (const [r, round] of rounds.entries()) {
    const paid = [...round.paid];
    if (r === 0) {
      // extra-share: one more share paid (0 gold, to nobody of the run); wrong-share: one share a
      // coin more; double-pay: the second share paid to the first share's player
      if (fault('extra-share')) paid.push({ playerId: -1, amount: 0 });
      if (fault('wrong-share') && paid[0]) paid[0] = { ...paid[0], amount: paid[0].amount + 1 };
      if (fault('double-pay') && paid[0] && paid[1]) paid[1] = { ...paid[1], playerId: paid[0].playerId };
    }
    const sum = paid.reduce((n, p) => n + p.amount, 0);
    if (paid.length !== round.shares) finding(found, 'envelopeShares', `round ${r + 1}: ${paid.length} paid, expected ${round.shares}`);
    if (sum !== round.amount) finding(found, 'envelopeSum', `round ${r + 1}: paid ${sum}, expected ${round.amount}`);
    if (new Set(paid.map((p) => p.playerId)).size !== paid.length) finding(found, 'envelopeOnce', `round ${r + 1}: a player was paid twice`);
  }
  for (const m of ledgerMismatches(ledgers)) finding(found, 'envelopeLedgers', m);
  return found;
}

// ── wallet-transfer ─────────────────────────────────────────────────────────────────────────

export interface TransferObservation {
  /** Transfers that threw otherwise than for want of funds. */
  errors: string[];
  /** Each retry under a transfer's own reference, and whether the wallet answered it as a replay. */
  retries: { ref: string; replayed: boolean }[];
  /** The amount of the first transfer made. */
  firstAmount: number;
  minted: number;
  ledgers: LedgerObservation[];
}

export function transferFindings(o: TransferObservation): Findings {
  const found: Findings = {};
  // transfer-error: one more transfer that failed otherwise than for funds
  const errors = fault('transfer-error') ? [...o.errors, 'BENCH_FAULT transfer-error: RangeError: transfer amount must be a positive whole number, got 0'] : o.errors;
  for (const e of errors) finding(found, 'transfersMade', e);
  // retry-not-replayed: the first retry answered as a new transfer, not a replay
  for (const [i, r] of o.retries.entries()) {
    if (!r.replayed || (i === 0 && fault('retry-not-replayed'))) finding(found, 'transferReplays', `transfer ${r.ref}: a retry moved money again`);
  }
  // double-credit: the first transfer's amount credited twice
  const held = o.ledgers.reduce((n, l) => n + l.balance, 0) + (fault('double-credit') ? o.firstAmount : 0);
  if (held !== o.minted) finding(found, 'goldKept', `gold held ${held}, minted ${o.minted}`);
  for (const m of ledgerMismatches(o.ledgers)) finding(found, 'transferLedgers', m);
  return found;
}

// ── chat-fanout (and the report's fan-out) ──────────────────────────────────────────────────

export interface FanoutRowObservation {
  /** "N=1,000, lobby, 1 process (…)" */
  where: string;
  /** Why the row stopped, or its counts. */
  result: string | { delivered: number; missing: number; duplicates: number };
}

export function fanoutRowFindings(rows: readonly FanoutRowObservation[]): Findings {
  const found: Findings = {};
  let first = true;
  for (const row of rows) {
    if (typeof row.result === 'string') {
      finding(found, 'fanoutDelivered', `${row.where}: stopped (${row.result})`);
      continue;
    }
    // drop-message: the first measured row handed one message as not at every receiver;
    // duplicate-message: that row handed one delivery twice
    const missing = row.result.missing + (first && fault('drop-message') ? 1 : 0);
    const duplicates = row.result.duplicates + (first && fault('duplicate-message') ? 1 : 0);
    first = false;
    if (missing > 0) finding(found, 'fanoutDelivered', `${row.where}: ${missing} of ${row.result.delivered + row.result.missing} messages missing`);
    if (duplicates > 0) finding(found, 'fanoutOnce', `${row.where}: ${duplicates} deliveries duplicated`);
  }
  return found;
}

// ── wire-fuzz ───────────────────────────────────────────────────────────────────────────────

export interface FuzzMismatch {
  kind: string;
  op: number | null;
  expected: string;
  got: string;
}

export interface FuzzObservation {
  silent: FuzzMismatch[];
  wrong: FuzzMismatch[];
  wrongCount: number;
  beforeInitWrong: FuzzMismatch[];
  httpBad: { method: string; path: string; kind: string; status: number }[];
  httpBadCount: number;
  garbage: number;
  garbageAnswered: number;
}

const miss = (w: FuzzMismatch) => `${w.kind} OP ${w.op}: expected ${w.expected}, got ${w.got}`;

export function fuzzFindings(o: FuzzObservation): Findings {
  const found: Findings = {};
  const injected = (expected: string, got: string): FuzzMismatch => ({ kind: 'BENCH_FAULT', op: null, expected, got });
  // silent-frame: one frame more that got no reply and no close; wrong-answer: one answered with
  // another code; wrong-before-init: one before the init likewise; http-500: one more HTTP
  // answer of 500; garbage-unanswered: one garbage connection fewer answered
  const silent = fault('silent-frame') ? [...o.silent, injected('reply 99991 code any', 'nothing')] : o.silent;
  const wrong = fault('wrong-answer') ? [injected('reply 99991 code 100019', 'reply 99991 code 200'), ...o.wrong] : o.wrong;
  const wrongCount = o.wrongCount + (fault('wrong-answer') ? 1 : 0);
  const beforeInit = fault('wrong-before-init') ? [...o.beforeInitWrong, injected('reply 99991 code 100013', 'reply 99991 code 200')] : o.beforeInitWrong;
  const bad = fault('http-500') ? [...o.httpBad, { method: 'POST', path: '(BENCH_FAULT http-500)', kind: 'none', status: 500 }] : o.httpBad;
  const badCount = o.httpBadCount + (fault('http-500') ? 1 : 0);
  const answered = o.garbageAnswered - (fault('garbage-unanswered') ? 1 : 0);
  for (const w of silent) finding(found, 'fuzzSilent', miss(w));
  if (wrongCount > 0) finding(found, 'fuzzWrong', `${wrongCount} frames: ${wrong.slice(0, 3).map(miss).join('; ')}`);
  for (const w of beforeInit) finding(found, 'fuzzBeforeInit', miss(w));
  if (badCount > 0) finding(found, 'fuzzHttp', `${badCount} bad answers: ${bad.slice(0, 3).map((b) => `${b.method} ${b.path} (${b.kind}) ${b.status}`).join('; ')}`);
  if (answered !== o.garbage) finding(found, 'fuzzGarbage', `${o.garbage - answered} of ${o.garbage} connections neither answered nor closed`);
  return found;
}

// ── socket-dispatch ─────────────────────────────────────────────────────────────────────────

/** dropped-reply: one reply fewer reached its handler (as a frame its schema refused would). */
export function dispatchFindings(handled: number, sent: number): Findings {
  const found: Findings = {};
  const reached = handled - (fault('dropped-reply') ? 1 : 0);
  if (reached !== sent) finding(found, 'dispatchHandled', `only ${reached} of ${sent} replies reached a handler`);
  return found;
}

// ── chaos ───────────────────────────────────────────────────────────────────────────────────

/** The chaos run's money lines: the check after each kill, and at the end. */
const MONEY = /^(kill \d+ |end: )/;

/**
 * The chaos run checks itself (server/testing/chaos/chaos-run.ts); its failures are sorted
 * here into the money check and the messages-and-trades check. Its faults act through the QA
 * routes during the run (support/chaos-faults.ts), so the chaos run's own checks must see them.
 */
export function chaosFindings(failures: readonly string[]): Findings {
  const found: Findings = {};
  for (const f of failures) finding(found, MONEY.test(f) ? 'chaosMoney' : 'chaosMessages', f);
  return found;
}
