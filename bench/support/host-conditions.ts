/**
 * What this machine did to a bench's figures beyond its CPU index: the Chromium it ran, whether
 * the kernel pages out memory on its own (DAMON's `pageout` scheme, which some VM hosts switch on
 * to reclaim idle memory), and how many file pages came back from disk while a page was audited.
 * With pageout on, file pages left alone for a minute (code, fonts) are evicted and read back from
 * disk inside a later load's tasks. The bench prints all three so that figures from two machines,
 * or two sessions of one machine, are compared knowing what differed
 * (docs/decisions/233-bench-says-what-the-machine-did.md).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const PAGE = 4096;

/** `Chromium 156.0.8078.108 built on Debian…` → `Chromium 156.0.8078.108`; null when it does not start. */
export function chromiumVersion(executable: string): string | null {
  const child = spawnSync(executable, ['--version'], { encoding: 'utf8' });
  const match = /(Chrom\w*) ([\d.]+)/.exec(child.stdout ?? '');
  return match ? `${match[1]} ${match[2]}` : null;
}

/**
 * The DAMON contexts (sysfs admin interface under `root`) that are running a `pageout` scheme,
 * each as "pageout after N s idle"; empty when none is, or the machine has no DAMON.
 */
export function proactivePageout(root = '/sys/kernel/mm/damon/admin/kdamonds'): string[] {
  const read = (...parts: string[]) => {
    try {
      return fs.readFileSync(path.join(root, ...parts), 'utf8').trim();
    } catch {
      return null;
    }
  };
  const list = (...parts: string[]) => {
    try {
      return fs.readdirSync(path.join(root, ...parts)).filter((name) => /^\d+$/.test(name));
    } catch {
      return [];
    }
  };
  const found: string[] = [];
  for (const kdamond of list()) {
    if (read(kdamond, 'state') !== 'on') continue;
    for (const context of list(kdamond, 'contexts')) {
      const aggregateUs = Number(read(kdamond, 'contexts', context, 'monitoring_attrs', 'intervals', 'aggr_us'));
      for (const scheme of list(kdamond, 'contexts', context, 'schemes')) {
        const at = [kdamond, 'contexts', context, 'schemes', scheme];
        if (read(...at, 'action') !== 'pageout') continue;
        const minAge = Number(read(...at, 'access_pattern', 'age', 'min'));
        const idleS = (minAge * aggregateUs) / 1e6;
        found.push(Number.isFinite(idleS) && idleS > 0 ? `pageout after ${Math.round(idleS)} s idle` : 'pageout');
      }
    }
  }
  return found;
}

/** `workingset_refault_file` of a /proc/vmstat text: file pages read back after eviction since boot. */
export function fileRefaults(vmstat: string): number | null {
  const match = /^workingset_refault_file (\d+)$/m.exec(vmstat);
  return match ? Number(match[1]) : null;
}

/** A counter of refaulted file bytes: call it before and after a stretch of work; null off Linux. */
export function refaultedBytes(): () => number | null {
  const read = () => {
    try {
      return fileRefaults(fs.readFileSync('/proc/vmstat', 'utf8'));
    } catch {
      return null;
    }
  };
  const start = read();
  return () => {
    const now = read();
    return start === null || now === null ? null : (now - start) * PAGE;
  };
}
