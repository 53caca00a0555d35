/**
 * The load report (issue 14 item 5): chat fan-out at 1,000 and 5,000 sockets on a bare `ws`
 * broadcast, one lobby process and three (PostgreSQL + Redis), red envelope receives and
 * wallet transfers on both engines, each at the largest settings its bench documents; then
 * one table of every figure beside the previous report's (bench/reports/latest.json, which
 * this run replaces: commit it to keep it as the next report's "previous"). Only run when
 * named: `npm run bench -- report` (it runs the other benches itself, about 12 minutes here).
 *
 * Its checks (support/checks.ts): the fan-out's, the red envelopes' and the transfers' checks
 * over the report's own runs. In the smoke run (support/smoke.ts) it measures at the benches'
 * smoke sizes and writes its report to a temporary file, not bench/reports/latest.json.
 *
 *   npm run bench -- report [--processes=3] [--m=50] [--n=1000,5000]
 */
import os from 'node:os';
import path from 'node:path';
import { measureFanout } from './chat-fanout';
import { envelopeSettings, measureEnvelopes } from './red-envelope';
import { record } from './support/checks';
import { option, positiveInt, positiveInts } from './support/options';
import { envelopeFigures, fanoutFigures, readPrevious, reportTable, transferFigures, writeReport, REPORT_FILE, type Report } from './support/report-figures';
import { isSmoke } from './support/smoke';
import { measureTransfers, transferSettings } from './wallet-transfer';

export const REPORT_SETTINGS = {
  fanout: { sizes: [1_000, 5_000], m: 50 },
  envelopes: { players: 200, tries: 5, shares: 100, rounds: 5 },
  transfers: { players: 200, workers: 16, transfers: 20_000 },
} as const;

export async function run(): Promise<void> {
  const processes = positiveInt('processes', option('processes', 'REPORT_PROCESSES', '3'));
  const m = positiveInt('m', option('m', 'REPORT_M', String(REPORT_SETTINGS.fanout.m)));
  const sizes = positiveInts(option('n', 'REPORT_N', REPORT_SETTINGS.fanout.sizes.join(',')));
  const smoke = isSmoke();
  const file = smoke ? path.join(os.tmpdir(), 'bench-smoke-report.json') : REPORT_FILE;
  const previous = readPrevious(file);
  const machine = `${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown cpu'}), load ${os.loadavg()[0]!.toFixed(1)} at the start`;
  const { envelopes: e, transfers: t } = smoke ? { envelopes: envelopeSettings(), transfers: transferSettings() } : REPORT_SETTINGS;
  const settings =
    `fan-out N=${sizes.join(', ')} × ${m} messages, 1 and ${processes} processes; ` +
    `red envelope ${e.players} players × ${e.tries} tries at ${e.shares}-share envelopes × ${e.rounds}; ` +
    `${t.transfers} transfers by ${t.workers} workers among ${t.players} players`;
  console.log(`report: ${settings}`);
  console.log(`  machine: ${machine}`);

  const fanout = fanoutFigures(await measureFanout({ sizes, m, processes }, (line) => console.log(`  ${line}`)), processes);
  console.log('  red envelopes…');
  const envelopes = envelopeFigures(await measureEnvelopes(e));
  console.log('  wallet transfers…');
  const transfers = transferFigures(await measureTransfers(t));

  const report: Report = {
    at: new Date().toISOString(),
    machine,
    settings,
    figures: [...fanout.figures, ...envelopes.figures, ...transfers.figures],
    failures: [...fanout.failures, ...envelopes.failures, ...transfers.failures],
  };
  console.log('');
  console.log(`load report ${report.at} — ${machine}`);
  for (const line of reportTable(report, previous)) console.log(line);
  writeReport(report, file);
  console.log(`  written to ${file}${previous ? ` (replacing the report of ${previous.at})` : ''}`);
  record('report', { reportFanout: fanout.failures, reportEnvelopes: envelopes.failures, reportTransfers: transfers.failures });
}
