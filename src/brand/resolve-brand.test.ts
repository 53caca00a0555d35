import { describe, expect, it } from 'vitest';
import { brandFromHost, brandFromName, normaliseHost, resolveBrand } from './resolve-brand';
import { allBrands } from './get-brand';

describe('brandFromName', () => {
  it.each([
    ['crab', 'crab'],
    ['bj188', 'crab'],
    ['BJ188', 'crab'],
    [' betrnk ', 'owl'],
    ['owl', 'owl'],
    ['tha', 'tha'],
  ])('%j → %s', (name, id) => {
    expect(brandFromName(name)).toBe(id);
  });
  it.each([[''], ['bj'], ['toString'], ['__proto__'], [null], [undefined]])('%j → null', (name) => {
    expect(brandFromName(name)).toBeNull();
  });
});

describe('brandFromHost', () => {
  it.each([
    ['crab.localhost', 'crab'],
    ['bj188.localhost:3000', 'crab'],
    ['LION.localhost:3000', 'lion'],
    ['betrnk.localhost', 'owl'],
    ['monkey.qa.example', 'monkey'],
    ['bj188.social-casino.example', 'crab'],
    ['owl.social-casino.example.', 'owl'],
    ['horse.192.168.1.5.nip.io:8080', 'horse'],
  ])('%s → %s', (host, id) => {
    expect(brandFromHost(host)).toBe(id);
  });
  it.each([
    ['localhost:3000'],
    ['127.0.0.1'],
    ['[::1]:3000'],
    ['www.example.com'],
    ['crab'],
    [''],
    [null],
  ])('%j names no brand', (host) => {
    expect(brandFromHost(host)).toBeNull();
  });
  it('every listed host resolves to its brand', () => {
    for (const brand of allBrands()) {
      for (const host of brand.hosts) expect(brandFromHost(host), host).toBe(brand.id);
      expect(brand.hosts).toContain(brand.productionHost);
    }
  });
  it('normalises ports, case and IPv6 literals', () => {
    expect(normaliseHost(' Crab.LocalHost:3000 ')).toBe('crab.localhost');
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
  });
});

describe('resolveBrand', () => {
  it('defaults to crab', () => {
    expect(resolveBrand()).toBe('crab');
    expect(resolveBrand({})).toBe('crab');
    expect(resolveBrand({ env: '', host: '' })).toBe('crab');
  });
  it('uses BRAND (id or alias) when the host names no brand', () => {
    expect(resolveBrand({ env: 'lion', host: 'localhost:3000' })).toBe('lion');
    expect(resolveBrand({ env: 'betrnk' })).toBe('owl');
    expect(resolveBrand({ env: 'DRAGON' })).toBe('dragon');
  });
  it('falls back to crab for an unknown BRAND', () => {
    expect(resolveBrand({ env: 'kraken', host: '127.0.0.1:3000' })).toBe('crab');
  });
  it('lets a host that names a brand override BRAND', () => {
    expect(resolveBrand({ env: 'owl', host: 'bj188.localhost:3000' })).toBe('crab');
    expect(resolveBrand({ env: 'crab', host: 'tha.localhost' })).toBe('tha');
    expect(resolveBrand({ env: 'crab', host: 'lion.social-casino.example' })).toBe('lion');
  });
});
