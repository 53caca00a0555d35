// Reading the JSON reports `npm test` asks vitest and Playwright for: counts, the span of each
// Playwright project, and the tests that passed only on a retry.
const fs = require('node:fs');
const path = require('node:path');

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null; // no report: the step did not run
  }
}

/** Passed / failed / skipped over every vitest project's report in `dir`. */
function vitestSummary(dir) {
  const sum = { passed: 0, failed: 0, skipped: 0 };
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  for (const file of files) {
    const report = readJson(path.join(dir, file));
    if (!report) continue;
    sum.passed += report.numPassedTests ?? 0;
    sum.failed += report.numFailedTests ?? 0;
    sum.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  return sum;
}

/** Every test of a Playwright JSON report, with the titles of the suites around it. */
function* playwrightTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    const inner = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) yield { name: [...inner, spec.title].join(' › '), test };
    }
    yield* playwrightTests(suite.suites, inner);
  }
}

/**
 * Counts of a Playwright JSON report; each project's span (first test start to last test end,
 * seconds from `started`); the names of the tests that passed only on a retry.
 */
function playwrightSummary(file, started) {
  const report = readJson(file);
  const summary = { passed: 0, failed: 0, skipped: 0, flaky: [], projects: [] };
  if (!report) return summary;
  summary.passed = report.stats?.expected ?? 0;
  summary.failed = report.stats?.unexpected ?? 0;
  summary.skipped = report.stats?.skipped ?? 0;
  const spans = new Map();
  for (const { name, test } of playwrightTests(report.suites)) {
    if (test.status === 'flaky') summary.flaky.push(`[${test.projectName}] ${name}`);
    for (const result of test.results ?? []) {
      const start = Date.parse(result.startTime);
      if (Number.isNaN(start)) continue;
      const span = spans.get(test.projectName) ?? { first: Infinity, last: 0, tests: 0 };
      span.first = Math.min(span.first, start);
      span.last = Math.max(span.last, start + (result.duration ?? 0));
      span.tests += 1;
      spans.set(test.projectName, span);
    }
  }
  summary.projects = [...spans.entries()]
    .sort((a, b) => a[1].first - b[1].first)
    .map(([name, s]) => ({ name: `${name} (${s.tests} runs)`, start: (s.first - started) / 1000, wall: (s.last - s.first) / 1000 }));
  return summary;
}

module.exports = { playwrightSummary, vitestSummary };
