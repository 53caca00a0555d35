/**
 * Lighthouse (the npm package, mobile defaults: simulated slow 4G and a 4× slower CPU) in
 * Debian's Chromium on the built site (crab): home as a first-time visitor, then home,
 * /play-game/m, the live room and the passbook signed in (a QA player through the QA-only
 * `qa-token` sign-in). Prints the performance score, FCP, LCP, CLS, TBT and the bytes sent, all
 * and the scripts'.
 * Targets (issue 14): score ≥ 90 and CLS ≤ 0.05 on each.
 *
 * Twice: in Chromium as this machine has it (Noto Sans CJK installed, used through local(),
 * like an Android phone), then without any CJK face (e2e/support/fonts-without-cjk.conf), a
 * device that downloads the Chinese font slices. `--local-fonts` / `--no-local-fonts` run one.
 *
 *   npm run bench -- lighthouse [--runs=5] (LH_SITE_PORT / LH_LOBBY_PORT / LH_REFERENCE_PORT, default 3390 / 4390 / 3392)
 *   Each page is audited `--runs` times (LH_RUNS, default 5); the median run is printed, with
 *   every run's score, LCP, TBT, CLS and first paint. `--only=<text>` audits only the pages
 *   whose label holds the text; LH_DUMP_DIR=<folder> keeps each page's median report there as
 *   JSON, named after the page's label and the font setup (`home-signed-in.cjk-face.json`), with
 *   that run's trace (`….trace.json`, for DevTools' Performance panel), and every other run's
 *   report (`….runN.json`).
 *
 * Each font setup starts with the reference page (bench/reference-app: the smallest App Router
 * page, built with the same Next.js and React; `--no-reference` leaves it out). What it scores is
 * the machine's floor: on a slow 2-core VM single audits of it scored 86-97 with nothing of its
 * own to run (docs/decisions/235-bench-reference-page.md).
 *
 * Beside the figures it prints what the machine did to them: the Chromium version and whether the
 * kernel pages out idle memory (heading), and per page the share of the main thread's task time
 * spent running and the file bytes read back after eviction (bench/support/host-conditions.ts,
 * main-thread-share.mjs). A page whose main thread ran half the time lost its TBT to the machine.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { AGE_GATE_KEY } from '../src/features/age-gate/age-gate-storage';
import { SEED_LIVE_ROOMS } from '../server/db/seed-live-rooms';
import { chromiumVersion, proactivePageout, refaultedBytes } from './support/host-conditions';
import { option, positiveInt } from './support/options';
import { startReferenceApp } from './support/reference-app';
import { signedInCookies, startSiteServers } from './support/site-servers';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Audits per page; the median run is printed (`--runs=1` for a quick look). Five, as Lighthouse's
 * variability guide advises (the median of five halves a single run's spread): with three, one
 * held first paint (see HIDE_SCROLLBARS) in three was often the run picked as the median.
 */
const RUNS = positiveInt('runs', option('runs', 'LH_RUNS', '5'));
/** `--only=passbook`: audit only the pages whose label holds this text. */
const ONLY = option('only', 'LH_ONLY', '');
/**
 * `--show-scrollbars`: Chromium with its scrollbars, as chrome-launcher starts it. By default the
 * bench passes `--hide-scrollbars`, as Puppeteer and Playwright do for every headless Chromium.
 * Lighthouse resets the tab to about:blank before each run, and under mobile emulation that page
 * has overlay scrollbars whose fade-out ticks about 210-240 ms into the next navigation. While
 * the new page's first commit is still deferred (paint holding), each tick draws the old page
 * into a surface the browser no longer shows. After three such frames viz sends this renderer one
 * BeginFrame a second (`kUndrawnFrameLimit`), so the first paint waits about a second. Neither
 * the page nor a player's phone is part of that; docs/perf-log.md, "Lighthouse, thirteenth stop",
 * has the traces (docs/decisions/229-bench-hides-scrollbars.md). The flag reproduces it.
 */
const HIDE_SCROLLBARS = !process.argv.includes('--show-scrollbars');
/**
 * `--no-paint-holding`: Chromium without paint holding (the new page then commits at once, so the
 * hold above cannot happen either way).
 */
const PAINT_HOLDING = !process.argv.includes('--no-paint-holding');
/** `--no-reference`: skip the reference page (bench/support/reference-app.ts). */
const REFERENCE = !process.argv.includes('--no-reference');
const REFERENCE_LABEL = 'reference: bare Next.js page';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...(HIDE_SCROLLBARS ? ['--hide-scrollbars'] : []),
  ...(PAINT_HOLDING ? [] : ['--disable-features=PaintHolding']),
];

interface Figures {
  page: string;
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  bytes: number;
  /** Of `bytes`, the scripts' (over the wire). */
  jsBytes: number;
  /** Every run's score; the other figures are the median run's. */
  scores: number[];
  /** Every run's observed (unthrottled) first paint, ms: a held paint shows as ~1,000+. */
  firstPaints: number[];
  /** Every run's LCP and TBT, ms, and CLS. */
  lcps: number[];
  tbts: number[];
  clss: number[];
  /** Lighthouse's CPU benchmark of this machine during the median run (higher is faster). */
  benchmarkIndex: number | null;
  /** Every run's share of the main thread's task time spent running (bench/support/main-thread-share.mjs). */
  mainThreadShares: (number | null)[];
  /** File bytes the kernel read back from disk after evicting them, during this page's audits. */
  refaulted: number | null;
}

/** Runs bench/support/lighthouse-audit.mjs on `url` in the Chromium listening on `port`. */
function audit(port: number, url: string, page: string, fontMode: string, cookie?: string): Figures {
  const runner = path.resolve('bench/support/lighthouse-audit.mjs');
  const refaulted = refaultedBytes();
  const child = spawnSync(process.execPath, [runner, JSON.stringify({ url, port, cookie, runs: RUNS, ageGateKey: AGE_GATE_KEY, dumpName: `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.${fontMode}` })], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`lighthouse on ${url} failed: ${child.stderr}`);
  const line = child.stdout.trim().split('\n').pop() ?? '{}';
  return { page, ...(JSON.parse(line) as Omit<Figures, 'page' | 'refaulted'>), refaulted: refaulted() };
}

function print(f: Figures): void {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `${f.page.padEnd(30)} score ${String(f.score).padStart(3)}  FCP ${s(f.fcp)}  LCP ${s(f.lcp)}  ` +
      `CLS ${f.cls.toFixed(3)}  TBT ${Math.round(f.tbt)} ms  sent ${(f.bytes / 1024).toFixed(0)} KiB (JS ${(f.jsBytes / 1024).toFixed(0)} KiB)` +
      (f.scores.length > 1
        ? `  runs ${f.scores.join('/')} (LCP ${f.lcps.map((ms) => (ms / 1000).toFixed(1)).join('/')} s, TBT ${f.tbts.map((ms) => Math.round(ms)).join('/')} ms, CLS ${f.clss.map((v) => v.toFixed(3)).join('/')})`
        : '') +
      `  first paint seen ${f.firstPaints.map((ms) => Math.round(ms)).join('/')} ms` +
      (f.benchmarkIndex === null ? '' : `  host index ${Math.round(f.benchmarkIndex)}`) +
      `  main thread ran ${f.mainThreadShares.map((share) => (share === null ? '?' : `${Math.round(share * 100)}%`)).join('/')} of its task time` +
      (f.refaulted ? `  ${(f.refaulted / 2 ** 20).toFixed(0)} MiB read back after eviction` : '') +
      (f.page === REFERENCE_LABEL ? '  (the floor, not a target)' : '') +
      (f.page !== REFERENCE_LABEL && f.score < 90 ? '  (below the 90 target)' : '') +
      (f.page !== REFERENCE_LABEL && f.cls > 0.05 ? '  (CLS above the 0.05 target)' : ''),
  );
}

/** Both font setups by default; `--local-fonts` or `--no-local-fonts` runs one. */
function fontModes(): boolean[] {
  if (process.argv.includes('--local-fonts')) return [true];
  if (process.argv.includes('--no-local-fonts')) return [false];
  return [true, false];
}

export async function run(): Promise<void> {
  const pageout = proactivePageout();
  console.log(
    `${chromiumVersion(CHROMIUM) ?? CHROMIUM}; ` +
      (pageout.length > 0 ? `the kernel pages out idle memory (DAMON ${pageout.join(', ')}): pages it evicted are read back inside the audits (each page's "read back after eviction")` : 'no proactive pageout by the kernel'),
  );
  const servers = await startSiteServers(Number(process.env.LH_SITE_PORT ?? 3390), Number(process.env.LH_LOBBY_PORT ?? 4390));
  let reference: { url: string; stop(): void } | undefined;
  try {
    if (REFERENCE) reference = await startReferenceApp(Number(process.env.LH_REFERENCE_PORT ?? 3392));
    const cookie = await signedInCookies(servers.siteUrl, servers.lobbyUrl);
    for (const localFonts of fontModes()) {
      const envVars: Record<string, string | undefined> = { ...process.env };
      if (!localFonts) envVars.FONTCONFIG_FILE = path.resolve('e2e/support/fonts-without-cjk.conf');
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, envVars, logLevel: 'silent' });
      try {
        console.log(
          `\nLighthouse, mobile defaults, ${localFonts ? "with the machine's CJK face (like Android)" : 'without any CJK face (worst case)'}` +
            (HIDE_SCROLLBARS ? '' : ', scrollbars shown (--show-scrollbars)') +
            (PAINT_HOLDING ? '' : ', Chromium without paint holding'),
        );
        const pages: [string, string, string | undefined][] = [
          ['/zh_tw', 'home, first visit', undefined],
          ['/zh_tw', 'home, signed in', cookie],
          ['/zh_tw/play-game/m', '/play-game/m, signed in', cookie],
          [`/zh_tw/play-game/live?live=${SEED_LIVE_ROOMS[0].id}`, 'live room, signed in', cookie],
          ['/zh_tw/member/passbook', 'passbook, signed in', cookie],
        ];
        const fontMode = localFonts ? 'cjk-face' : 'no-cjk-face';
        if (reference) print(audit(chrome.port, reference.url, REFERENCE_LABEL, fontMode));
        for (const [route, page, session] of pages) {
          if (ONLY && !page.includes(ONLY)) continue;
          print(audit(chrome.port, `${servers.siteUrl}${route}`, page, fontMode, session));
        }
      } finally {
        chrome.kill();
      }
    }
  } finally {
    reference?.stop();
    servers.stop();
  }
}
