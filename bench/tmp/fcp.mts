import puppeteer from 'puppeteer-core';
import { signedInCookies, startSiteServers } from '../support/site-servers';
import { AGE_GATE_KEY } from '../../src/features/age-gate/age-gate-storage';
const route = process.argv[2] ?? '/zh_tw';
const servers = await startSiteServers(3391, 4391);
try {
  const cookie = await signedInCookies(servers.siteUrl, servers.lobbyUrl);
  const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--headless=new'] });
  const { hostname } = new URL(servers.siteUrl);
  for (const signed of [false, true, false, true]) {
    await browser.deleteCookie(...(await browser.cookies()));
    if (signed) await browser.setCookie(...cookie.split('; ').map((pair) => { const at = pair.indexOf('='); return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' }; }));
    const res: string[] = [];
    for (let i = 0; i < 5; i++) {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75, hasTouch: true });
      await page.setCacheEnabled(false);
      await page.setUserAgent('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Mobile Safari/537.36');
      await page.goto(servers.siteUrl + '/robots.txt');
      await page.evaluate((k) => localStorage.setItem(k, 'true'), AGE_GATE_KEY);
      await page.goto(servers.siteUrl + route, { waitUntil: 'load' });
      await new Promise((r) => setTimeout(r, 2500));
      const e = await page.evaluate(() => JSON.stringify({ fcp: Math.round(performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint')?.startTime ?? -1), dcl: Math.round((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd) }));
      res.push(e);
      await page.close();
    }
    console.log(signed ? 'signed' : 'visitor', res.join(' '));
  }
  await browser.close();
} finally { servers.stop(); }
