// Shared helpers of the start/test scripts (plain Node, no dependencies).
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

const ROOT = path.resolve(__dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');

/** Newest modification time (ms) of the files below `dirs` (skips node_modules/.next). */
function newestMtime(dirs) {
  let newest = 0;
  const walk = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      const base = path.basename(p);
      if (base === 'node_modules' || base === '.next' || base === 'data') return;
      for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const d of dirs) walk(path.join(ROOT, d));
  return newest;
}

/** True when `.next` is missing or older than the sources that go into it. */
function buildIsStale() {
  const buildId = path.join(ROOT, '.next', 'BUILD_ID');
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  const sources = newestMtime([
    'src', 'locales', 'brands', 'public', 'package.json', 'next.config.ts',
    'next-i18next.config.js', 'tailwind.config.ts', 'postcss.config.js', 'tsconfig.json',
  ]);
  return sources > built;
}

/** Runs a command to completion, inheriting stdio; exits the process on failure. */
function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${[cmd, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/**
 * The commands that bring the site's build up to date: `next build` when it is missing or
 * stale (or `force`), then the compile hints (every time: a build made before the hinted set
 * changed gets the new set; a hinted file is left as it is).
 */
function buildCommands({ force = false } = {}) {
  const commands = [];
  if (!force && !buildIsStale()) console.log('• site build is up to date');
  else commands.push([path.join(BIN, 'next'), ['build']]);
  commands.push([process.execPath, [path.join(ROOT, 'scripts', 'compile-hints.js'), path.join(ROOT, '.next')]]);
  return commands;
}

/** Builds the site when it is missing or stale. */
function buildIfNeeded({ force = false } = {}) {
  for (const [cmd, args] of buildCommands({ force })) {
    if (cmd.endsWith('next')) console.log('• building the site (next build)…');
    run(cmd, args, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  }
}

/** A NextAuth secret kept in the data folder, so sessions survive restarts of `npm start`. */
function nextAuthSecret(dataDir) {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.nextauth-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/** Polls `url` until it answers (any HTTP status) or `timeoutMs` passes. */
async function waitForHttp(url, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts a long-running child, prefixing nothing (children log structured lines themselves). */
function startChild(cmd, args, env) {
  return spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...env } });
}

module.exports = { ROOT, BIN, buildCommands, buildIfNeeded, buildIsStale, nextAuthSecret, run, waitForHttp, startChild };
