import { SessionTiming, sessionVerdict, withRetries } from './session-timing';

const HOUR = 60 * 60 * 1000;

describe('sessionVerdict (chat §4 "Inactivity")', () => {
  const now = 100 * HOUR;
  it.each([
    [{ expires: now - 23 * HOUR, lastActivity: now - 59 * 60 * 1000 }, 'ok'],
    [{ expires: now - 24 * HOUR - 1, lastActivity: now }, 'expired'],
    [{ expires: now, lastActivity: now - HOUR - 1 }, 'idle'],
    [{ expires: now - 25 * HOUR, lastActivity: now - 2 * HOUR }, 'expired'],
    [{ expires: null, lastActivity: null }, 'ok'],
  ])('%j → %s', (times, verdict) => {
    expect(sessionVerdict({ now, ...times })).toBe(verdict);
  });
});

describe('withRetries (current-user refresh: up to 5 retries)', () => {
  it('stops at the first success', async () => {
    const attempt = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const sleep = vi.fn(async () => {});
    await expect(withRetries(attempt, { retries: 5, baseMs: 100, sleep })).resolves.toBe(true);
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(100);
  });

  it('tries 1 + 5 times with doubling waits, then gives up', async () => {
    const attempt = vi.fn(async () => false);
    const sleep = vi.fn<(ms: number) => Promise<void>>(async () => {});
    await expect(withRetries(attempt, { retries: SessionTiming.RefreshRetries, baseMs: 1000, sleep })).resolves.toBe(false);
    expect(attempt).toHaveBeenCalledTimes(6);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('counts a thrown attempt as a failure and stops when told', async () => {
    let stop = false;
    const attempt = vi.fn(async () => {
      stop = true;
      throw new Error('network');
    });
    await expect(withRetries(attempt, { retries: 5, baseMs: 1, sleep: async () => {}, stopped: () => stop })).resolves.toBe(false);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
