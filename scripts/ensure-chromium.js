// Browsers are never downloaded here: the e2e tests use Debian's Chromium headless shell
// (package chromium-headless-shell, the same Chromium release as Debian's `chromium`, without
// the full browser's UI layers: the browser tests took 16.0 min with /usr/bin/chromium and 10.3
// with it on the same machine, docs/testing.md), with Debian's Noto Sans CJK as the device's own
// Chinese face (the budget check and screenshots count on it). When either is missing and we
// run as root, install it with apt-get; otherwise fail with a clear message. CHROMIUM_PATH picks
// another binary (e.g. /usr/bin/chromium for `npm run test:e2e -- --headed`).
const fs = require('node:fs');
const { spawnSync } = require('node:child_process');

/** Debian's package of each binary we can install. */
const PACKAGES = { '/usr/bin/chromium-headless-shell': 'chromium-headless-shell', '/usr/bin/chromium': 'chromium' };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** A file of Debian's fonts-noto-cjk. */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

function missingPackages() {
  const missing = [];
  if (!fs.existsSync(CHROMIUM)) missing.push(PACKAGES[CHROMIUM] ?? CHROMIUM);
  if (!fs.existsSync(CJK_FONT)) missing.push('fonts-noto-cjk');
  return missing;
}

function ensureChromium() {
  const missing = missingPackages();
  if (missing.length === 0) return CHROMIUM;
  if (!fs.existsSync(CHROMIUM) && !PACKAGES[CHROMIUM]) {
    console.error(`\n✗ CHROMIUM_PATH=${CHROMIUM} does not exist (and is no Debian package's binary this script knows).\n`);
    process.exit(1);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\n✗ Missing: ${missing.join(', ')} (Chromium at ${CHROMIUM}, the CJK face at ${CJK_FONT}).\n` +
        `  Install Debian's packages as root:  apt-get update && apt-get install -y ${missing.join(' ')}\n` +
        '  (or set CHROMIUM_PATH to a Chromium binary). Playwright\'s own browser download is not used.\n',
    );
    process.exit(1);
  }
  console.log(`• Missing ${missing.join(', ')}: installing Debian's packages (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`\n✗ apt-get ${args.join(' ')} failed; install ${missing.join(' ')} by hand and retry.`);
      process.exit(1);
    }
  }
  const still = missingPackages();
  if (still.length > 0) {
    console.error(`\n✗ apt-get finished but ${still.join(', ')} is still missing.`);
    process.exit(1);
  }
  return CHROMIUM;
}

module.exports = { ensureChromium, CHROMIUM };
