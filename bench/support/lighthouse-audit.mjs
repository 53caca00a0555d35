// One Lighthouse audit (performance only, mobile defaults) of a Chromium already listening on
// a debugging port; prints the figures as one JSON line. Plain Node on purpose: under tsx,
// esbuild's name helpers leak into the functions Lighthouse evaluates in the page.
//   node bench/support/lighthouse-audit.mjs '{"url":"…","port":9222,"cookie":"…"}'
import lighthouse from 'lighthouse';

const { url, port, cookie } = JSON.parse(process.argv[2] ?? '{}');
const result = await lighthouse(url, {
  port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  extraHeaders: cookie ? { Cookie: cookie } : null,
});
if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
const { lhr } = result;
if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
const value = (id) => lhr.audits[id]?.numericValue ?? null;
console.log(
  JSON.stringify({
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    bytes: value('total-byte-weight'),
  }),
);
