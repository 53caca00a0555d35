// Line and branch coverage (V8, through vitest) of src/ and server/, merged over the vitest
// projects' `coverage-final.json` with istanbul-lib-coverage, and the 20 least covered files.
// Printed by `npm test`; no floor yet (issue 38).
const fs = require('node:fs');
const path = require('node:path');
const libCoverage = require('istanbul-lib-coverage');
const { ROOT } = require('./lib');

const LEAST = 20;

const pct = (covered, total) => (total === 0 ? 100 : (100 * covered) / total);
const fmt = (covered, total) => `${pct(covered, total).toFixed(1)} % (${covered}/${total})`;

/** Merges every project's report under `dir`; prints the figures; returns them. */
function coverageReport(dir) {
  const map = libCoverage.createCoverageMap({});
  const reports = fs.existsSync(dir) ? fs.readdirSync(dir).map((p) => path.join(dir, p, 'coverage-final.json')) : [];
  for (const file of reports.filter((f) => fs.existsSync(f))) map.merge(JSON.parse(fs.readFileSync(file, 'utf8')));
  const files = map.files().map((file) => ({ file: path.relative(ROOT, file), summary: map.fileCoverageFor(file).toSummary() }));
  if (files.length === 0) return null;
  console.log('\n━━ coverage (V8; every vitest project merged) ━━');
  const figures = {};
  for (const area of ['src', 'server']) {
    const inArea = files.filter((f) => f.file.startsWith(`${area}/`));
    const total = libCoverage.createCoverageSummary();
    for (const f of inArea) total.merge(f.summary);
    figures[area] = { lines: pct(total.lines.covered, total.lines.total), branches: pct(total.branches.covered, total.branches.total) };
    if (inArea.length === 0) {
      console.log(`${`${area}/`.padEnd(8)} no file measured`);
      continue;
    }
    console.log(`${`${area}/`.padEnd(8)} lines ${fmt(total.lines.covered, total.lines.total)}, branches ${fmt(total.branches.covered, total.branches.total)}, ${inArea.length} files`);
  }
  const least = files
    .filter((f) => f.summary.lines.total > 0)
    .sort((a, b) => a.summary.lines.pct - b.summary.lines.pct || b.summary.lines.total - a.summary.lines.total)
    .slice(0, LEAST);
  console.log(`the ${LEAST} least covered files (lines, branches):`);
  for (const f of least) {
    const { lines, branches } = f.summary;
    console.log(`  ${String(lines.pct.toFixed(1)).padStart(5)} %  ${String(pct(branches.covered, branches.total).toFixed(1)).padStart(5)} %  ${f.file} (${lines.total - lines.covered} of ${lines.total} lines not run)`);
  }
  return figures;
}

module.exports = { coverageReport };

if (require.main === module) coverageReport(process.argv[2] ?? path.join(ROOT, 'test-results', 'coverage'));
