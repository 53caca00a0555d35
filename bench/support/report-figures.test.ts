import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envelopeFigures, fanoutFigures, readPrevious, reportTable, transferFigures, writeReport, type Report } from './report-figures';

const measured = (latencies: number[], missing = 0, duplicates = 0) => ({ latencies, missing, duplicates, connectMs: 100 });

describe('load report figures', () => {
  it('flattens fan-out rows with the bare baseline ratio, and flags missing or duplicated messages and rows that stopped', () => {
    const { figures, failures } = fanoutFigures(
      [
        { n: 1000, bare: { label: 'b', result: measured([1, 2, 4]) }, single: { label: 's', result: measured([2, 4, 8]) }, spread: { label: 'p', result: 'no Redis' } },
        { n: 5000, bare: { label: 'b', result: measured([1]) }, single: { label: 's', result: measured([3], 2, 1) } },
      ],
      3,
    );
    const byKey = new Map(figures.map((f) => [f.key, f]));
    expect(byKey.get('fanout.1000.single.p99')?.value).toBe(8);
    expect(byKey.get('fanout.1000.single.ratio99')?.value).toBe(2);
    expect(byKey.get('fanout.1000.spread.p50')).toMatchObject({ value: null, note: 'no Redis' });
    expect(byKey.get('fanout.1000.spread.ratio99')?.value).toBeNull();
    expect(failures).toEqual(['chat fan-out N=1,000, p: stopped (no Redis)', 'chat fan-out N=5,000, s: 2 of 3 messages missing', 'chat fan-out N=5,000, s: 1 deliveries duplicated']);
  });

  it('turns envelope and transfer runs into rates, keeps their failed checks and skipped engines', () => {
    const env = envelopeFigures([{ engine: 'SQLite', paid: 500, answered: 5000, secs: 2, failures: { envelopeSum: ['round 1: paid 9, expected 10'] } }, { engine: 'PostgreSQL', skipped: 'no server', unreachable: true }]);
    expect(env.figures.map((f) => [f.key, f.value])).toEqual([
      ['envelope.sqlite.paid', 250],
      ['envelope.sqlite.requests', 2500],
      ['envelope.postgresql.paid', null],
    ]);
    expect(env.failures).toEqual(['red envelope, SQLite: round 1: paid 9, expected 10']);
    // an engine that threw is a failure; one whose database did not answer is not
    expect(envelopeFigures([{ engine: 'PostgreSQL', skipped: 'relation "x" does not exist' }]).failures).toEqual(['red envelope, PostgreSQL: not measured: relation "x" does not exist']);
    const tr = transferFigures([{ engine: 'SQLite', transfers: 100, secs: 1, perSecond: 100, refused: 0, failures: {} }]);
    expect(tr.figures).toEqual([{ key: 'transfer.sqlite', label: 'wallet transfers, SQLite', value: 100, unit: '/s' }]);
  });

  it('prints each figure beside the previous report’s figure of the same key, and keeps the report on disk', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-'));
    const file = path.join(dir, 'reports', 'latest.json');
    expect(readPrevious(file)).toBeNull();
    const old: Report = { at: '2026-11-01T10:00:00.000Z', machine: 'm', settings: 's', failures: [], figures: [{ key: 'transfer.sqlite', label: 'wallet transfers, SQLite', value: 1234.4, unit: '/s' }] };
    writeReport(old, file);
    const previous = readPrevious(file);
    expect(previous).toEqual(old);
    const now: Report = { ...old, at: '2026-11-23T10:00:00.000Z', figures: [{ key: 'transfer.sqlite', label: 'wallet transfers, SQLite', value: 2000, unit: '/s' }, { key: 'fanout.1000.bare.p50', label: 'bare', value: 1.25, unit: 'ms' }] };
    const [head, transfer, fan] = reportTable(now, previous);
    expect(head).toContain('previous (2026-11-01T10:00)');
    expect(transfer).toMatch(/wallet transfers, SQLite\s+2,000 \/s\s+1,234 \/s$/);
    expect(fan).toMatch(/bare\s+1\.3 ms\s+—$/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
