// One Lighthouse audit (performance only, mobile defaults) of a Chromium already listening on
// a debugging port; prints the figures as one JSON line. Plain Node on purpose: under tsx,
// esbuild's name helpers leak into the functions Lighthouse evaluates in the page.
//   node bench/support/lighthouse-audit.mjs '{"url":"…","port":9222,"cookie":"a=1; b=2"}'
// The session cookie is put into the browser's cookie jar first (Lighthouse's `extraHeaders`
// Cookie does not reach the navigation in this Chromium: the "signed-in" audits measured the
// sign-in redirect), and the audit fails when the page it measured is not the one asked for.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const { url, port, cookie } = JSON.parse(process.argv[2] ?? '{}');
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
await browser.disconnect();
const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
const { lhr } = result;
if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
const asked = new URL(url);
const measured = new URL(lhr.finalDisplayedUrl);
if (measured.pathname !== asked.pathname) throw new Error(`lighthouse measured ${lhr.finalDisplayedUrl}, not ${url}`);
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
