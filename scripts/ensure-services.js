// Before the server suites: PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379) run the
// `server-pg` project and the cluster tests. When one is not answering but is installed, start
// it (as this machine's images start them); otherwise the suites say plainly that they were
// skipped (and fail under CI). Custom TEST_DATABASE_URL / REDIS_URL are left alone.
const fs = require('node:fs');
const net = require('node:net');
const { spawnSync } = require('node:child_process');

/** Resolves true when something accepts a TCP connection on host:port within `ms`. */
function answers(port, host = '127.0.0.1', ms = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

async function waitFor(port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await answers(port)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const SERVICES = [
  {
    name: 'PostgreSQL',
    port: 5432,
    custom: () => Boolean(process.env.TEST_DATABASE_URL),
    start() {
      if (!has('pg_ctlcluster') || !fs.existsSync('/etc/postgresql')) return 'not installed (pg_ctlcluster missing)';
      const versions = fs.readdirSync('/etc/postgresql');
      if (versions.length === 0) return 'no cluster in /etc/postgresql';
      const r = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'], { encoding: 'utf8' });
      return r.status === 0 ? null : `pg_ctlcluster failed: ${(r.stderr || r.stdout).trim()}`;
    },
  },
  {
    name: 'Redis',
    port: 6379,
    custom: () => Boolean(process.env.REDIS_URL),
    start() {
      if (!has('redis-server')) return 'not installed (redis-server missing)';
      const args = ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no'];
      const r = spawnSync('redis-server', args, { encoding: 'utf8' });
      return r.status === 0 ? null : `redis-server failed: ${(r.stderr || r.stdout).trim()}`;
    },
  },
];

/** Starts what is installed but stopped; resolves which services answer (`{ PostgreSQL, Redis }`). */
async function ensureServices() {
  const up = {};
  for (const s of SERVICES) {
    if (s.custom() || (await answers(s.port))) {
      up[s.name] = true;
      continue;
    }
    const failure = s.start();
    up[s.name] = failure === null && (await waitFor(s.port, 20));
    if (up[s.name]) {
      console.log(`${s.name} was not running on 127.0.0.1:${s.port}: started it.`);
    } else {
      console.log(`${s.name} is not running on 127.0.0.1:${s.port} and could not be started (${failure ?? 'no answer after 20 s'}): its test suites will say they were skipped.`);
    }
  }
  return up;
}

module.exports = { ensureServices };

if (require.main === module) ensureServices();
