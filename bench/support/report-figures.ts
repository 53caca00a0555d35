/**
 * The load report's figures (bench/report.ts): every measurement flattened to named numbers,
 * kept in bench/reports/latest.json so the next report prints them beside its own, and the
 * one table both are printed in.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FanoutSize } from '../chat-fanout';
import type { EnvelopeFigures } from '../red-envelope';
import type { TransferFigures } from '../wallet-transfer';
import { fanoutFindings, percentile, type Row } from './chat-fanout-measure';
import { allFindings } from './checks';
import type { Skipped } from './engines';

export interface Figure {
  /** Stable key, e.g. `fanout.5000.spread.p99`. */
  key: string;
  label: string;
  value: number | null;
  unit: 'ms' | '/s' | '×' | '';
  /** Why there is no value. */
  note?: string;
}

export interface Report {
  at: string;
  machine: string;
  settings: string;
  figures: Figure[];
  /** Checks that failed (money sums, ledgers, missing or duplicated messages). */
  failures: string[];
}

export const REPORT_FILE = path.resolve(process.cwd(), 'bench/reports/latest.json');

export function readPrevious(file = REPORT_FILE): Report | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Report;
  } catch {
    return null;
  }
}

export function writeReport(report: Report, file = REPORT_FILE): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

const p = (row: Row | undefined, q: number) => (row && typeof row.result !== 'string' ? percentile(row.result.latencies, q) : null);

export function fanoutFigures(sizes: FanoutSize[], processes: number): { figures: Figure[]; failures: string[] } {
  const figures: Figure[] = [];
  for (const s of sizes) {
    const base = `fanout.${s.n}`;
    const label = `chat fan-out N=${s.n.toLocaleString('en-US')}`;
    const rows: [string, string, Row | undefined][] = [
      ['bare', 'bare ws', s.bare],
      ['single', 'lobby, 1 process', s.single],
      ['spread', `lobby, ${processes} processes`, s.spread],
    ];
    for (const [key, what, row] of rows) {
      const note = s.skipped ?? (row && typeof row.result === 'string' ? row.result : row ? undefined : 'not run');
      for (const q of [50, 99]) figures.push({ key: `${base}.${key}.p${q}`, label: `${label}, ${what}, p${q}`, value: p(row, q), unit: 'ms', note });
    }
    for (const [key, what, row] of rows.slice(1)) {
      const bare = p(s.bare, 99);
      const mine = p(row, 99);
      figures.push({ key: `${base}.${key}.ratio99`, label: `${label}, ${what} ÷ bare ws, p99`, value: bare && mine !== null ? mine / bare : null, unit: '×' });
    }
  }
  // the fan-out checks (messages missing, duplicated, rows that stopped), as chat-fanout prints them
  return { figures, failures: allFindings(fanoutFindings(sizes)).map((f) => `chat fan-out ${f}`) };
}

export function envelopeFigures(results: (EnvelopeFigures | Skipped)[]): { figures: Figure[]; failures: string[] } {
  const figures: Figure[] = [];
  const failures: string[] = [];
  for (const r of results) {
    const key = `envelope.${r.engine.toLowerCase()}`;
    if ('skipped' in r) {
      figures.push({ key: `${key}.paid`, label: `red envelope, ${r.engine}, paid receives`, value: null, unit: '/s', note: r.skipped });
      if (!r.unreachable) failures.push(`red envelope, ${r.engine}: not measured: ${r.skipped}`);
      continue;
    }
    figures.push({ key: `${key}.paid`, label: `red envelope, ${r.engine}, paid receives`, value: r.paid / r.secs, unit: '/s' });
    figures.push({ key: `${key}.requests`, label: `red envelope, ${r.engine}, requests answered`, value: r.answered / r.secs, unit: '/s' });
    failures.push(...allFindings(r.failures).map((f) => `red envelope, ${r.engine}: ${f}`));
  }
  return { figures, failures };
}

export function transferFigures(results: (TransferFigures | Skipped)[]): { figures: Figure[]; failures: string[] } {
  const figures: Figure[] = [];
  const failures: string[] = [];
  for (const r of results) {
    const key = `transfer.${r.engine.toLowerCase()}`;
    const label = `wallet transfers, ${r.engine}`;
    if ('skipped' in r) {
      figures.push({ key, label, value: null, unit: '/s', note: r.skipped });
      if (!r.unreachable) failures.push(`${label}: not measured: ${r.skipped}`);
    } else {
      figures.push({ key, label, value: r.perSecond, unit: '/s' });
      failures.push(...allFindings(r.failures).map((f) => `${label}: ${f}`));
    }
  }
  return { figures, failures };
}

function shown(f: Figure | undefined): string {
  if (!f) return '—';
  if (f.value === null) return f.note ? `— (${f.note.slice(0, 40)})` : '—';
  const digits = f.unit === '×' ? 2 : f.unit === 'ms' ? 1 : 0;
  return `${f.value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}${f.unit === '/s' ? ' /s' : f.unit === 'ms' ? ' ms' : f.unit}`;
}

/** The table: each figure of this report beside the same figure of the previous one. */
export function reportTable(report: Report, previous: Report | null): string[] {
  const before = new Map((previous?.figures ?? []).map((f) => [f.key, f]));
  const width = Math.max(...report.figures.map((f) => f.label.length), 10);
  const lines = [`  ${'figure'.padEnd(width)}  ${'this report'.padStart(22)}  ${`previous (${previous?.at.slice(0, 16) ?? 'none'})`.padStart(30)}`];
  for (const f of report.figures) lines.push(`  ${f.label.padEnd(width)}  ${shown(f).padStart(22)}  ${shown(before.get(f.key)).padStart(30)}`);
  return lines;
}
