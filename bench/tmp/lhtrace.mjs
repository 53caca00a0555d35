import lighthouse from 'lighthouse';
import fs from 'node:fs';
const { url, port } = JSON.parse(process.argv[2]);
const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
console.log(Object.keys(result.artifacts).filter(k=>/race/.test(k)));
const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
fs.writeFileSync('/tmp/trace.json', JSON.stringify(trace));
const m = result.lhr.audits.metrics.details.items[0];
fs.writeFileSync('/tmp/lhr.json', JSON.stringify(result.lhr)); console.log('obsFCP', m.observedFirstContentfulPaint, 'score', result.lhr.categories.performance.score, 'navStart', m.observedNavigationStartTs);
