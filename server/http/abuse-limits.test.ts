import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createAbuseLimits, DEFAULT_ABUSE_LIMITS, readAbuseLimits, windowStart } from './abuse-limits';
import { clientAddress as addressOf, isLoopback, normaliseAddress, parseTrustProxy, trustedPeers, UNKNOWN_ADDRESS, type TrustProxy } from './client-address';

const clientAddress = (req: IncomingMessage, trust: TrustProxy) => addressOf(req, trustedPeers(trust));

const request = (remoteAddress: string | undefined, xff?: string | string[]) =>
  ({ socket: { remoteAddress }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as unknown as IncomingMessage;

describe('client address', () => {
  it('is the socket peer unless a trusted proxy is configured', () => {
    expect(clientAddress(request('::ffff:203.0.113.9', '198.51.100.1'), false)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.2', '198.51.100.1, 10.0.0.1'), true)).toBe('198.51.100.1');
    expect(clientAddress(request('10.0.0.2', ['2001:DB8::1']), true)).toBe('2001:db8::1');
  });

  it('falls back to the peer when the header is missing or not an address', () => {
    expect(clientAddress(request('10.0.0.2'), true)).toBe('10.0.0.2');
    expect(clientAddress(request('10.0.0.2', 'unknown, 1.2.3.4'), true)).toBe('10.0.0.2');
    expect(clientAddress(request(undefined), false)).toBe(UNKNOWN_ADDRESS);
  });

  it('with a list, reads the header only from the listed proxies (addresses and CIDRs)', () => {
    const trust = parseTrustProxy(' 127.0.0.1, 10.0.0.0/8 ,fd00::/8');
    expect(trust).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    expect(clientAddress(request('::ffff:127.0.0.1', '198.51.100.1'), trust)).toBe('198.51.100.1');
    expect(clientAddress(request('10.20.30.40', '198.51.100.2'), trust)).toBe('198.51.100.2');
    expect(clientAddress(request('fd00::5', '198.51.100.3'), trust)).toBe('198.51.100.3');
    // A client reaching the lobby directly cannot name another address.
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), trust)).toBe('203.0.113.9');
  });

  it('TRUST_PROXY: unset/0 → off, 1 → every peer, a bad entry stops the start', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(true);
    expect(() => parseTrustProxy('10.0.0.0/8,proxy.local')).toThrow(/"proxy.local" is not an address or CIDR/);
    expect(() => parseTrustProxy('10.0.0.0/x')).toThrow(/TRUST_PROXY/);
  });

  it('normalises IPv4-mapped IPv6 and knows loopback', () => {
    expect(normaliseAddress(' ::FFFF:127.0.0.1 ')).toBe('127.0.0.1');
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('127.8.9.10')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('128.0.0.1')).toBe(false);
    expect(isLoopback('10.0.0.1')).toBe(false);
  });
});

describe('abuse limit settings', () => {
  it('reads LIMIT_* from the environment and refuses nonsense', () => {
    expect(readAbuseLimits({})).toEqual(DEFAULT_ABUSE_LIMITS);
    expect(
      readAbuseLimits({ LIMIT_SMS_PER_ADDRESS_HOUR: '5', LIMIT_SMS_PER_MINUTE: '50', LIMIT_GUESTS_PER_ADDRESS_HOUR: '7', LIMIT_GUESTS_PER_MINUTE: '9' }),
    ).toEqual({ ...DEFAULT_ABUSE_LIMITS, codesPerAddressPerHour: 5, codesPerMinute: 50, guestsPerAddressPerHour: 7, guestsPerMinute: 9 });
    expect(() => readAbuseLimits({ LIMIT_SMS_PER_MINUTE: '0' })).toThrow(/LIMIT_SMS_PER_MINUTE must be a positive integer/);
    expect(() => readAbuseLimits({ LIMIT_GUESTS_PER_MINUTE: 'lots' })).toThrow(/LIMIT_GUESTS_PER_MINUTE/);
  });

  it('exempts loopback only under QA mode, until set(); reset() restores the configured values', () => {
    const qa = createAbuseLimits(DEFAULT_ABUSE_LIMITS, true);
    expect(qa.forAddress('127.0.0.1')).toBeNull();
    expect(qa.forAddress('203.0.113.1')).toEqual(DEFAULT_ABUSE_LIMITS);
    qa.set({ codesPerMinute: 2 }, true);
    expect(qa.forAddress('127.0.0.1')).toEqual({ ...DEFAULT_ABUSE_LIMITS, codesPerMinute: 2 });
    qa.reset();
    expect(qa.forAddress('127.0.0.1')).toBeNull();
    expect(qa.forAddress('::1')).toBeNull();
    expect(createAbuseLimits(DEFAULT_ABUSE_LIMITS, false).forAddress('127.0.0.1')).toEqual(DEFAULT_ABUSE_LIMITS);
  });

  it('a window of ms ending at now leaves out a row exactly ms old', () => {
    expect(windowStart(10_000, 1000)).toBe(9001);
  });
});
