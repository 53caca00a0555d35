/**
 * The Lighthouse bench's reference page (bench/reference-app): the smallest App Router page,
 * built with the site's own Next.js and React and served by `next start` like the site. Its
 * score is what this machine gives the framework alone, printed beside the site's pages so a
 * reader can tell a page's cost from the machine's (docs/decisions/235-bench-reference-page.md).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BIN, ROOT, waitForHttp } from '../../scripts/lib';
import { assertPortFree, startServers } from './site-servers';

const APP = path.join(ROOT, 'bench/reference-app');

/** Builds the reference page (about 12 s: it is small, and always built fresh) and serves it on `port`. */
export async function startReferenceApp(port: number): Promise<{ url: string; stop(): void }> {
  await assertPortFree(port);
  const build = spawnSync(path.join(BIN, 'next'), ['build'], { cwd: APP, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`building bench/reference-app failed:\n${build.stdout}\n${build.stderr}`);
  const url = `http://127.0.0.1:${port}/`;
  const stop = await startServers([{ cmd: path.join(BIN, 'next'), args: ['start', '-p', String(port)], env: { NEXT_TELEMETRY_DISABLED: '1' }, cwd: APP }], () =>
    waitForHttp(url),
  );
  return { url, stop };
}
