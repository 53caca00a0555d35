import { DEFAULT_BACKOFF, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles from 500 ms with equal jitter (half fixed, half random)', () => {
    expect(backoffDelay(0, DEFAULT_BACKOFF, () => 0)).toBe(250);
    expect(backoffDelay(0, DEFAULT_BACKOFF, () => 1)).toBe(500);
    expect(backoffDelay(1, DEFAULT_BACKOFF, () => 1)).toBe(1000);
    expect(backoffDelay(3, DEFAULT_BACKOFF, () => 0.5)).toBe(3000);
  });

  it('is capped at 30 s', () => {
    expect(backoffDelay(20, DEFAULT_BACKOFF, () => 1)).toBe(30_000);
    expect(backoffDelay(1000, DEFAULT_BACKOFF, () => 0)).toBe(15_000);
  });
});
