/**
 * Runs every bench in this folder in sequence (`npm run bench`), or only those named:
 * `npm run bench -- socket-dispatch`. Each bench exports `run()` and prints its figures and
 * its checks (support/checks.ts). `report` (the load report, which runs other benches itself)
 * and `chaos` (minutes of kills and cuts, with checks) run only when named.
 *
 * `npm run bench -- smoke [bench …]`: every bench but lighthouse, report and chaos included, at
 * small sizes (support/smoke.ts), in about a minute or two; `npm test` runs it.
 *
 * The run ends with one line counting the checks, then every failed one; a failed check (or a
 * bench that threw, counted as the failed check "ran to the end") makes the exit code 1.
 * BENCH_FAULT=<fault>[,<fault>…] makes the named checks fail on purpose (support/checks.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { activeFaults, checkTitle, closing, recordCheck } from './support/checks';
import { benchNames } from './support/options';
import { NOT_IN_SMOKE, enterSmoke } from './support/smoke';

/** Benches that run other benches: `npm run bench` without names leaves them out. */
const ONLY_WHEN_NAMED = ['report', 'chaos'];
const SMOKE = 'smoke';

interface Bench {
  run(): Promise<void>;
}

async function main(): Promise<boolean> {
  const dir = path.resolve(process.cwd(), 'bench');
  const all = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
  // Names select benches; `--flag=value` and `--flag value` belong to the benches themselves.
  const words = benchNames(process.argv.slice(2), all);
  const smoke = words.includes(SMOKE);
  const only = words.filter((name) => name !== SMOKE);
  const unknown = only.filter((name) => !all.includes(name));
  if (unknown.length > 0) throw new Error(`no bench named ${unknown.join(', ')} (benches: ${all.join(', ')})`);
  const faults = activeFaults(); // an unknown fault name stops the run here
  if (smoke) enterSmoke();
  const names = all.filter((name) => {
    if (only.length > 0) return only.includes(name);
    return smoke ? !NOT_IN_SMOKE.includes(name) : !ONLY_WHEN_NAMED.includes(name);
  });
  if (faults.length > 0) console.log(`BENCH_FAULT=${faults.join(',')}: the checks these faults break must fail`);
  const started = performance.now();
  for (const name of names) {
    const bench = (await import(pathToFileURL(path.join(dir, `${name}.ts`)).href)) as Partial<Bench>;
    if (typeof bench.run !== 'function') {
      console.warn(`bench/${name}.ts exports no run(); skipped`);
      continue;
    }
    const t0 = performance.now();
    try {
      await bench.run();
    } catch (error) {
      // one bench that throws does not hide the others' checks
      console.error(error);
      recordCheck(checkTitle(name, 'ran to the end'), [error instanceof Error ? error.message.split('\n')[0]! : String(error)]);
    }
    console.log(`  (${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s)\n`);
  }
  const { lines, ok } = closing(smoke ? 'bench smoke' : 'bench');
  for (const line of lines) console.log(line);
  console.log(`  took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return ok;
}

main().then(
  (ok) => {
    if (!ok) process.exitCode = 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
