/**
 * Runs every bench in this folder in sequence (`npm run bench`), or only those named:
 * `npm run bench -- socket-dispatch`. Each bench exports `run()` and prints its figures.
 * `report` (the load report, which runs other benches itself) and `chaos` (minutes of kills
 * and cuts, with checks) run only when named.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchNames } from './support/options';

/** Benches that run other benches: `npm run bench` without names leaves them out. */
const ONLY_WHEN_NAMED = ['report', 'chaos'];

interface Bench {
  run(): Promise<void>;
}

async function main(): Promise<void> {
  const dir = path.resolve(process.cwd(), 'bench');
  const all = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
  // Names select benches; `--flag=value` and `--flag value` belong to the benches themselves.
  const only = benchNames(process.argv.slice(2), all);
  const unknown = only.filter((name) => !all.includes(name));
  if (unknown.length > 0) throw new Error(`no bench named ${unknown.join(', ')} (benches: ${all.join(', ')})`);
  const names = all.filter((name) => (only.length === 0 ? !ONLY_WHEN_NAMED.includes(name) : only.includes(name)));
  for (const name of names) {
    const bench = (await import(pathToFileURL(path.join(dir, `${name}.ts`)).href)) as Partial<Bench>;
    if (typeof bench.run !== 'function') {
      console.warn(`bench/${name}.ts exports no run(); skipped`);
      continue;
    }
    await bench.run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
