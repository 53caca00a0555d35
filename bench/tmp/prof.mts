// temporary profiler (not committed)
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { signedInCookies, startSiteServers } from '../support/site-servers';
import { AGE_GATE_KEY } from '../../src/features/age-gate/age-gate-storage';
import fs from 'node:fs';

const route = process.argv[2] ?? '/zh_tw/play-game/m';
const servers = await startSiteServers(3391, 4391);
try {
  const cookie = await signedInCookies(servers.siteUrl, servers.lobbyUrl);
  const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--headless=new'] });
  const { hostname } = new URL(servers.siteUrl);
  await browser.setCookie(...cookie.split('; ').map((pair) => { const at = pair.indexOf('='); return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' }; }));
  const p0 = await browser.newPage();
  await p0.goto(servers.siteUrl + '/robots.txt');
  await p0.evaluate((k) => localStorage.setItem(k, 'true'), AGE_GATE_KEY);
  // warm server
  await p0.goto(servers.siteUrl + route); await new Promise((r) => setTimeout(r, 2000));
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75, hasTouch: true });
  await page.setUserAgent('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Mobile Safari/537.36');
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(servers.siteUrl + route, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 8000));
  const { profile } = await cdp.send('Profiler.stop');
  fs.writeFileSync('/tmp/prof.cpuprofile', JSON.stringify(profile));
  const maps = new Map<string, SourceMapConsumer | null>();
  async function mapFor(url: string) {
    if (!maps.has(url)) {
      let c: SourceMapConsumer | null = null;
      try { const local = url.replace('crab.localhost', '127.0.0.1'); const js = await (await fetch(local)).text(); const m = /sourceMappingURL=(\S+)/.exec(js); if (m) { const r = await fetch(new URL(m[1]!, local)); if (r.ok) c = new SourceMapConsumer(await r.json()); } } catch (e) { console.log('map fail', url, e); }
      maps.set(url, c);
    }
    return maps.get(url)!;
  }
  const self = new Map<number, number>();
  const dt = profile.timeDeltas!;
  for (let i = 0; i < profile.samples!.length; i++) self.set(profile.samples![i]!, (self.get(profile.samples![i]!) ?? 0) + (dt[i] ?? 0) / 1000);
  const bySrc = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const n of profile.nodes) {
    const t = self.get(n.id) ?? 0; if (!t) continue;
    const cf = n.callFrame; let key = `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*\//, '')}:${cf.lineNumber}`;
    let file = cf.url.replace(/^.*\//, '') || cf.functionName;
    if (cf.url.includes('/_next/')) {
      const c = await mapFor(cf.url);
      if (c) { const o = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (o.source) { key = `${o.name ?? cf.functionName} ${o.source.replace(/^.*node_modules\//, 'nm/')}:${o.line}`; file = o.source.replace(/^.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*$/, 'nm:$1'); } }
    }
    bySrc.set(key, (bySrc.get(key) ?? 0) + t);
    byFile.set(file, (byFile.get(file) ?? 0) + t);
  }
  // inclusive time per project function (mapped), each counted once per sample
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
  const nameOf = new Map<number, string | null>();
  async function projName(id: number): Promise<string | null> {
    if (nameOf.has(id)) return nameOf.get(id)!;
    const cf = nodeById.get(id)!.callFrame; let out: string | null = null;
    if (cf.url.includes('/_next/')) { const c = await mapFor(cf.url); if (c) { const o = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (o.source && o.source.includes('[project]/src')) out = `${o.source.replace(/^.*\[project\]\//, '')}:${o.line} ${o.name ?? ''}`; } }
    nameOf.set(id, out); return out;
  }
  const incl = new Map<string, number>();
  for (let i = 0; i < profile.samples!.length; i++) {
    const seen = new Set<string>(); let id: number | undefined = profile.samples![i]!;
    while (id !== undefined) { const nm = await projName(id); if (nm && !seen.has(nm)) { seen.add(nm); incl.set(nm, (incl.get(nm) ?? 0) + (dt[i] ?? 0) / 1000); } id = parentOf.get(id); }
  }
  // long tasks: contiguous non-idle sample runs; per task the inclusive time of mapped functions
  async function anyName(id: number): Promise<string> {
    const cf = nodeById.get(id)!.callFrame;
    if (cf.url.includes('/_next/')) { const c = await mapFor(cf.url); if (c) { const o = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (o.source) return `${o.name ?? cf.functionName}@${o.source.replace(/^.*(node_modules|\[project\])\//, '').replace(/next\/dist\/compiled\//, '')}:${o.line}`; } }
    return cf.functionName || '(anon)';
  }
  let tt = 0; let seg: { start: number; dur: number; fns: Map<string, number> } | null = null; const segs: typeof seg[] = [];
  for (let i = 0; i < profile.samples!.length; i++) {
    const d = (dt[i] ?? 0) / 1000; tt += d;
    const node = nodeById.get(profile.samples![i]!)!;
    if (node.callFrame.functionName === '(idle)') { if (seg) { segs.push(seg); seg = null; } continue; }
    if (!seg) seg = { start: tt, dur: 0, fns: new Map() };
    seg.dur += d;
    const seen = new Set<string>(); let id: number | undefined = node.id;
    while (id !== undefined) { const nm = await anyName(id); if (!seen.has(nm)) { seen.add(nm); seg.fns.set(nm, (seg.fns.get(nm) ?? 0) + d); } id = parentOf.get(id); }
  }
  for (const sg of segs) if (sg && sg.dur > 50) {
    console.log(`task @${sg.start.toFixed(0)} ${sg.dur.toFixed(0)} ms`);
    [...sg.fns].filter(([k]) => /src\/|performSync|performWorkOnRoot|commitRoot|hydrat|flushSync|dispatch|onmessage|useSyncExternalStore|subscribeToStore|forceStoreRerender|instantiateModule|processFullBinaryRow|reviveModel|startTransition|flushPassive|commitPassive|commitLayout|completeWork|beginWork/i.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 14).forEach(([k, v]) => console.log('   ', v.toFixed(0).padStart(5), k.slice(0, 120)));
  }
  console.log('TBT-ish (4x, sum of dur-50 over tasks > 50 ms):', segs.filter((x) => x && x.dur > 50).reduce((a, x) => a + x!.dur - 50, 0).toFixed(0), 'tasks', segs.filter((x) => x && x.dur > 50).map((x) => x!.dur.toFixed(0)).join(' '));
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).forEach(([k, v]) => console.log(v.toFixed(0).padStart(6), k));
  console.log('--- by file'); top(byFile, 45);
  console.log('--- by function'); top(bySrc, 25);
  console.log('--- project, inclusive'); top(incl, 60);
  await browser.close();
} finally { servers.stop(); }
