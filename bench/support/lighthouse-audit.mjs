// One Lighthouse audit (performance only, mobile defaults) of a Chromium already listening on
// a debugging port; prints the figures as one JSON line. Plain Node on purpose: under tsx,
// esbuild's name helpers leak into the functions Lighthouse evaluates in the page.
//   node bench/support/lighthouse-audit.mjs '{"url":"…","port":9222,"cookie":"a=1; b=2","runs":3}'
// With `runs` > 1 it audits the page that many times and prints the median run (and every
// run's score).
// The session cookie is put into the browser's cookie jar first (Lighthouse's `extraHeaders`
// Cookie does not reach the navigation in this Chromium: the "signed-in" audits measured the
// sign-in redirect), and the audit fails when the page it measured is not the one asked for.
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { mainThreadShare } from './main-thread-share.mjs';

// ageGateKey: src/features/age-gate's storage key, passed in (this plain-Node script cannot import TypeScript)
const { url, port, cookie, ageGateKey, runs = 1, dumpName } = JSON.parse(process.argv[2] ?? '{}');
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
const { hostname } = new URL(url);
await browser.deleteCookie(...(await browser.cookies()));
if (cookie) {
  const jar = cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' };
  });
  await browser.setCookie(...jar);
}
// A signed-in player is a returning one who passed the 18+ gate and ticked 不再顯示 (the gate's
// own option, kept in localStorage, which Lighthouse does not clear); a first visit meets it.
const origin = await browser.newPage();
await origin.goto(new URL('/robots.txt', url).href);
await origin.evaluate((key, returning) => (returning ? window.localStorage.setItem(key, 'true') : window.localStorage.removeItem(key)), ageGateKey, Boolean(cookie));
await origin.close();
await browser.disconnect();
const lhrs = [];
// each run's trace, kept only when asked to dump (tens of MB each)
const traces = [];
// each run's main-thread figures (the trace itself is not kept unless dumping)
const shares = [];
for (let i = 0; i < runs; i += 1) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
  const measured = new URL(result.lhr.finalDisplayedUrl);
  if (measured.pathname !== new URL(url).pathname) throw new Error(`lighthouse measured ${result.lhr.finalDisplayedUrl}, not ${url}`);
  lhrs.push(result.lhr);
  shares.push(mainThreadShare(TraceProcessor.processTrace(result.artifacts.Trace).mainThreadEvents));
  if (process.env.LH_DUMP_DIR) traces.push(result.artifacts.Trace);
}
// Lighthouse's own choice of the run nearest the median FCP and TTI (a single run varies by
// several points on a shared 2-core machine)
const lhr = computeMedianRun(lhrs);
// LH_DUMP_DIR: a folder to keep each page's median report in (network timings, main-thread
// tasks), named as the bench asks (`dumpName`: the page's label and font setup), else after the
// path and sign-in, with that run's trace beside it (`.trace.json`: open it in DevTools'
// Performance panel to see what each long task ran)
if (process.env.LH_DUMP_DIR) {
  mkdirSync(process.env.LH_DUMP_DIR, { recursive: true });
  // named per font setup by the bench: the two setups' dumps used to overwrite each other
  const name = dumpName ?? `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-')}${cookie ? 'signed-in' : 'visitor'}`;
  writeFileSync(`${process.env.LH_DUMP_DIR}/${name}.json`, JSON.stringify(lhr));
  const trace = traces[lhrs.indexOf(lhr)];
  if (trace) writeFileSync(`${process.env.LH_DUMP_DIR}/${name}.trace.json`, JSON.stringify(trace));
  // every other run's report too (`.run2.json`…): an outlier the median pick left out
  lhrs.forEach((run, i) => {
    if (run !== lhr) writeFileSync(`${process.env.LH_DUMP_DIR}/${name}.run${i + 1}.json`, JSON.stringify(run));
  });
}
const scores = lhrs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
const value = (id) => lhr.audits[id]?.numericValue ?? null;
console.log(
  JSON.stringify({
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    bytes: value('total-byte-weight'),
    // the scripts' share of it (bytes over the wire), the "JS sent" of issue 14
    jsBytes: (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scores,
    firstPaints: lhrs.map((r) => r.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? -1),
    // every run's LCP and TBT, to tell a run that lost on its largest paint from one that lost on long tasks
    lcps: lhrs.map((r) => r.audits['largest-contentful-paint']?.numericValue ?? -1),
    tbts: lhrs.map((r) => r.audits['total-blocking-time']?.numericValue ?? -1),
    // and its CLS: a shift in one run is hidden when the median pick takes another
    clss: lhrs.map((r) => r.audits['cumulative-layout-shift']?.numericValue ?? -1),
    // every run's share of its main-thread task time spent running (see main-thread-share.mjs)
    mainThreadShares: shares.map((s) => s.share),
    // Lighthouse's measure of this machine's CPU (higher is faster): figures from machines far apart do not compare
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  }),
);
