// Browsers are never downloaded here: the e2e tests use Debian's Chromium. When it is
// missing and we run as root, install it with apt-get; otherwise fail with a clear message.
const fs = require('node:fs');
const { spawnSync } = require('node:child_process');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\n✗ Chromium is not installed at ${CHROMIUM}.\n` +
        '  Install Debian\'s package as root:  apt-get update && apt-get install -y chromium fonts-noto-cjk\n' +
        '  (or set CHROMIUM_PATH to a Chromium binary). Playwright\'s own browser download is not used.\n',
    );
    process.exit(1);
  }
  console.log('• Chromium missing: installing Debian\'s chromium (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`\n✗ apt-get ${args.join(' ')} failed; install chromium by hand and retry.`);
      process.exit(1);
    }
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`\n✗ apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
  return CHROMIUM;
}

module.exports = { ensureChromium, CHROMIUM };
