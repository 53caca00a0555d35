import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileRefaults, proactivePageout } from './host-conditions';

let root = '';
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
  root = '';
});

/** A DAMON sysfs tree with one kdamond, one context, and the given schemes. */
function damon(state: string, schemes: { action: string; minAge: number }[]): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'damon-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), `${text}\n`);
  };
  write('nr_kdamonds', '1');
  write('0/state', state);
  write('0/contexts/0/monitoring_attrs/intervals/aggr_us', '5000000');
  schemes.forEach((scheme, i) => {
    write(`0/contexts/0/schemes/${i}/action`, scheme.action);
    write(`0/contexts/0/schemes/${i}/access_pattern/age/min`, String(scheme.minAge));
  });
  return root;
}

describe('proactivePageout', () => {
  it('names a running pageout scheme with the idle time it waits for', () => {
    expect(proactivePageout(damon('on', [{ action: 'pageout', minAge: 12 }]))).toEqual(['pageout after 60 s idle']);
  });

  it('is empty when the kdamond is off, the scheme does something else, or there is no DAMON', () => {
    expect(proactivePageout(damon('off', [{ action: 'pageout', minAge: 12 }]))).toEqual([]);
    expect(proactivePageout(damon('on', [{ action: 'stat', minAge: 12 }]))).toEqual([]);
    expect(proactivePageout('/nonexistent/damon')).toEqual([]);
  });
});

describe('fileRefaults', () => {
  it('reads the refaulted file pages, not the anonymous ones', () => {
    expect(fileRefaults('pgfault 10\nworkingset_refault_anon 7\nworkingset_refault_file 358327\npgmajfault 3\n')).toBe(358_327);
    expect(fileRefaults('pgfault 10\n')).toBeNull();
  });
});
