import fs from 'node:fs';
const profile = JSON.parse(fs.readFileSync('/tmp/prof.cpuprofile', 'utf8'));
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime; let segStart = -1; let segFiles = new Map<string, number>(); const segs: any[] = [];
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  const n: any = byId.get(profile.samples[i]);
  const idle = n.callFrame.functionName === '(idle)';
  if (!idle) {
    if (segStart < 0) { segStart = t; segFiles = new Map(); }
    // attribute to the outermost frame with a url below root (task entry)
    let id = n.id; let chain: string[] = [];
    while (id !== undefined) { const x: any = byId.get(id); if (x.callFrame.url) chain.push(x.callFrame.functionName + '@' + x.callFrame.url.replace(/^.*\//, '')); id = parent.get(id)!; }
    const key = chain.slice(-2).reverse().join(' > ') || n.callFrame.functionName;
    segFiles.set(key, (segFiles.get(key) ?? 0) + profile.timeDeltas[i] / 1000);
  } else if (segStart >= 0) {
    segs.push({ start: (segStart - profile.startTime) / 1000, dur: (t - segStart) / 1000, files: segFiles }); segStart = -1;
  }
}
for (const s of segs.filter((s) => s.dur > 50)) {
  console.log(s.start.toFixed(0), 'dur', s.dur.toFixed(0), [...s.files].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
}
console.log('TBT-ish', segs.filter((s) => s.dur > 50).reduce((a, s) => a + s.dur - 50, 0).toFixed(0));
