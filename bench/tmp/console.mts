import puppeteer from 'puppeteer-core';
import { signedInCookies, startSiteServers } from '../support/site-servers';
import { AGE_GATE_KEY } from '../../src/features/age-gate/age-gate-storage';
const servers = await startSiteServers(3391, 4391);
try {
  const cookie = await signedInCookies(servers.siteUrl, servers.lobbyUrl);
  const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--headless=new'] });
  const { hostname } = new URL(servers.siteUrl);
  await browser.setCookie(...cookie.split('; ').map((pair) => { const at = pair.indexOf('='); return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' }; }));
  for (const route of process.argv.slice(2)) {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75, hasTouch: true });
    await page.setUserAgent('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Mobile Safari/537.36');
    await page.goto(servers.siteUrl + '/robots.txt');
    await page.evaluate((k) => localStorage.setItem(k, 'true'), AGE_GATE_KEY);
    const msgs: string[] = [];
    page.on('console', (m) => msgs.push(`${m.type()}: ${m.text().slice(0, 300)}`));
    page.on('pageerror', (e) => msgs.push(`pageerror: ${String(e).slice(0, 300)}`));
    await page.evaluateOnNewDocument(() => {
      (window as any).__lcp = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lcp.push(`${Math.round(e.startTime)} ${e.element?.tagName}.${String(e.element?.className).slice(0, 40)} ${e.size} ${e.url ?? ''} connected=${e.element?.isConnected}`); }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(servers.siteUrl + route, { waitUntil: 'load' });
    await new Promise((r) => setTimeout(r, 3000));
    console.log('==', route); console.log(msgs.join('\n')); console.log((await page.evaluate(() => (window as any).__lcp)).join('\n'));
    await page.close();
  }
  await browser.close();
} finally { servers.stop(); }
