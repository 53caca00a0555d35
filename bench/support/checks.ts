/**
 * The benches' correctness checks, in one table, and how they fail (issue 38 item 5). A bench
 * collects what broke a rule while it measures (`Findings`: texts by check), then `record`s
 * them: every check of the bench gets one closing line, passed or FAILED, and bench/run.ts ends
 * with `closing()`: a count of the checks and every failed one, and a non-zero exit code when
 * one failed. Timings are never checks.
 *
 * Each check names a fault (`BENCH_FAULT=wrong-share npm run bench -- smoke red-envelope`)
 * under which the check is handed a corrupted observation (a paid share off by one, a dropped
 * delivery, a ledger sum off by one …: support/check-rules.ts), so the check's own logic is
 * shown to catch it (bench/smoke.test.ts). The chaos run checks itself, so its faults act on
 * the run through the server's existing QA routes (support/chaos-faults.ts). The server has no
 * fault path for any of them.
 */

export interface CheckDef {
  bench: string;
  /** What holds when the check passes. */
  name: string;
  /** The BENCH_FAULT name under which this check must fail. */
  fault: string;
}

export const CHECKS = {
  spinsAnswered: { bench: 'slot-spin', name: 'every spin answered Ok', fault: 'refused-spin' },
  spinBalances: { bench: 'slot-spin', name: 'every balance is its start minus the bets plus the wins', fault: 'uncharged-bet' },
  spinLedger: { bench: 'slot-spin', name: 'one ledger row per bet and per win', fault: 'lost-ledger-row' },

  envelopeShares: { bench: 'red-envelope', name: 'exactly the envelope’s shares paid', fault: 'extra-share' },
  envelopeSum: { bench: 'red-envelope', name: 'the paid shares sum to the envelope’s amount', fault: 'wrong-share' },
  envelopeOnce: { bench: 'red-envelope', name: 'nobody paid twice by one envelope', fault: 'double-pay' },
  envelopeLedgers: { bench: 'red-envelope', name: 'every balance equals its ledger', fault: 'ledger-skew' },

  transfersMade: { bench: 'wallet-transfer', name: 'every transfer made or refused for funds', fault: 'transfer-error' },
  transferReplays: { bench: 'wallet-transfer', name: 'a retry under its reference moves nothing', fault: 'retry-not-replayed' },
  goldKept: { bench: 'wallet-transfer', name: 'coins held equal coins minted', fault: 'double-credit' },
  transferLedgers: { bench: 'wallet-transfer', name: 'every balance equals its ledger', fault: 'ledger-skew' },

  fanoutDelivered: { bench: 'chat-fanout', name: 'every message reached every receiver', fault: 'drop-message' },
  fanoutOnce: { bench: 'chat-fanout', name: 'no receiver got a message twice', fault: 'duplicate-message' },

  fuzzSilent: { bench: 'wire-fuzz', name: 'no frame left silent (no reply, no close)', fault: 'silent-frame' },
  fuzzWrong: { bench: 'wire-fuzz', name: 'every frame answered as expected', fault: 'wrong-answer' },
  fuzzBeforeInit: { bench: 'wire-fuzz', name: 'frames before the init answered, the one past the bound closed', fault: 'wrong-before-init' },
  fuzzHttp: { bench: 'wire-fuzz', name: 'every HTTP request answered below 500, API answers in the envelope', fault: 'http-500' },
  fuzzGarbage: { bench: 'wire-fuzz', name: 'every connection of non-HTTP bytes answered or closed', fault: 'garbage-unanswered' },

  dispatchHandled: { bench: 'socket-dispatch', name: 'every reply reached its handler', fault: 'dropped-reply' },

  reportFanout: { bench: 'report', name: 'fan-out: no message missing or duplicated', fault: 'drop-message' },
  reportEnvelopes: { bench: 'report', name: 'red envelopes: shares exact, balances equal ledgers', fault: 'wrong-share' },
  reportTransfers: { bench: 'report', name: 'wallet transfers: coins kept, balances equal ledgers', fault: 'double-credit' },

  chaosMoney: { bench: 'chaos', name: 'gold total kept and balances equal ledgers after every kill and at the end', fault: 'minted-gold' },
  chaosMessages: { bench: 'chaos', name: 'every acknowledged message stored once, every client holds each message once in order, no trade failed', fault: 'forged-push' },
} as const satisfies Record<string, CheckDef>;

export type CheckId = keyof typeof CHECKS;
export type FaultName = (typeof CHECKS)[CheckId]['fault'];
export type BenchWithChecks = (typeof CHECKS)[CheckId]['bench'];

/** What broke a rule, by check; a check with no entry passed. */
export type Findings = Partial<Record<CheckId, string[]>>;

export function finding(findings: Findings, id: CheckId, text: string): void {
  (findings[id] ??= []).push(text);
}

/** Every finding as one list (the load report keeps them so). */
export function allFindings(findings: Findings): string[] {
  return Object.values(findings).flat();
}

export const FAULT_NAMES: readonly FaultName[] = [...new Set(Object.values(CHECKS).map((c) => c.fault))];

/** The faults BENCH_FAULT names (comma-separated); an unknown name is an error naming the known ones. */
export function activeFaults(vars: Record<string, string | undefined> = process.env): FaultName[] {
  const names = (vars.BENCH_FAULT ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(FAULT_NAMES as readonly string[]).includes(n));
  if (unknown.length > 0) throw new Error(`BENCH_FAULT: no fault named ${unknown.join(', ')} (faults: ${FAULT_NAMES.join(', ')})`);
  return names as FaultName[];
}

/** True when BENCH_FAULT names this fault: the bench then corrupts what the fault's check is handed. */
export function fault(name: FaultName): boolean {
  return activeFaults().includes(name);
}

export interface CheckOutcome {
  /** `red-envelope › the paid shares sum to the envelope’s amount (SQLite)` */
  title: string;
  failures: string[];
}

const outcomes: CheckOutcome[] = [];
const skips: string[] = [];
let print: (line: string) => void = (line) => console.log(line);

/** Where closing lines go (tests collect them). */
export function printTo(out: (line: string) => void): void {
  print = out;
}

export function checkTitle(bench: string, name: string, variant?: string): string {
  return `${bench} › ${name}${variant ? ` (${variant})` : ''}`;
}

function shortList(failures: readonly string[], max = 3): string {
  const more = failures.length > max ? `; … ${failures.length - max} more` : '';
  return failures.slice(0, max).join('; ') + more;
}

/** Records one check by title and prints its closing line; true when it passed. */
export function recordCheck(title: string, failures: readonly string[]): boolean {
  outcomes.push({ title, failures: [...failures] });
  print(failures.length === 0 ? `  check passed: ${title}` : `  check FAILED: ${title}: ${shortList(failures)}`);
  return failures.length === 0;
}

/** Records every check of `bench` from what it found (`variant`: the engine or run, when it has several). */
export function record(bench: BenchWithChecks, findings: Findings, variant?: string): boolean {
  let ok = true;
  for (const [id, def] of Object.entries(CHECKS) as [CheckId, CheckDef][]) {
    if (def.bench === bench) ok = recordCheck(checkTitle(bench, def.name, variant), findings[id] ?? []) && ok;
  }
  return ok;
}

/**
 * A variant the bench could not run because a service did not answer (PostgreSQL, Redis). It
 * fails like a check when `required` (asked for explicitly) or under CI, where the services
 * must run; otherwise it is counted as skipped.
 */
export function unavailable(bench: string, what: string, why: string, required: boolean): void {
  const title = checkTitle(bench, `ran ${what}`);
  if (required || process.env.CI) recordCheck(title, [why]);
  else {
    skips.push(`${title}: ${why}`);
    print(`  check skipped: ${title}: ${why}`);
  }
}

export function outcomesSoFar(): readonly CheckOutcome[] {
  return outcomes;
}

/** The closing lines of a run (`label`: "bench smoke"), and whether every check passed. */
export function closing(label: string): { lines: string[]; ok: boolean } {
  const failed = outcomes.filter((o) => o.failures.length > 0);
  const passed = outcomes.length - failed.length;
  const lines = [`${label}: ${passed} checks passed, ${failed.length} failed${skips.length > 0 ? `, ${skips.length} skipped` : ''}`];
  for (const o of failed) lines.push(`  FAILED ${o.title}: ${shortList(o.failures, 5)}`);
  for (const s of skips) lines.push(`  skipped ${s}`);
  return { lines, ok: failed.length === 0 };
}
