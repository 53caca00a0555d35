import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { signedInCookies, startSiteServers } from '../support/site-servers';
import { AGE_GATE_KEY } from '../../src/features/age-gate/age-gate-storage';
const servers = await startSiteServers(3391, 4391, { nice: Number(process.env.NICE ?? 0) || undefined });
try {
  const cookie = await signedInCookies(servers.siteUrl, servers.lobbyUrl);
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...(process.env.XFLAGS ? process.env.XFLAGS.split(' ') : [])], logLevel: 'silent' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const { hostname } = new URL(servers.siteUrl);
  await browser.setCookie(...cookie.split('; ').map((pair) => { const at = pair.indexOf('='); return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' as const }; }));
  const p = await browser.newPage(); await p.goto(servers.siteUrl + '/robots.txt'); await p.evaluate((k) => localStorage.setItem(k, 'true'), AGE_GATE_KEY); await p.close(); await browser.disconnect();
  for (let i = 0; i < Number(process.argv[3] ?? 3); i++) {
    const r = spawnSync(process.execPath, ['bench/tmp/lhtrace.mjs', JSON.stringify({ url: servers.siteUrl + (process.argv[2] ?? '/zh_tw'), port: chrome.port })], { encoding: 'utf8' });
    console.log(r.stdout, r.stderr.slice(0, 500));
    spawnSync('cp', ['/tmp/trace.json', `/tmp/trace${i}.json`]);
  }
  chrome.kill();
} finally { servers.stop(); }
