import { countdownText, popupDue, tileStates, wheelRotation } from './rules';

describe('reward rules', () => {
  it('tiles: claimed up to ClaimedDays, today when claimable, the rest locked', () => {
    expect(tileStates({ ClaimedDays: 0, Today: 1, ClaimedToday: false })).toEqual(['today', 'locked', 'locked', 'locked', 'locked', 'locked', 'locked']);
    expect(tileStates({ ClaimedDays: 3, Today: 4, ClaimedToday: false })).toEqual(['claimed', 'claimed', 'claimed', 'today', 'locked', 'locked', 'locked']);
    expect(tileStates({ ClaimedDays: 4, Today: 4, ClaimedToday: true })).toEqual(['claimed', 'claimed', 'claimed', 'claimed', 'locked', 'locked', 'locked']);
    expect(tileStates({ ClaimedDays: 7, Today: 7, ClaimedToday: true }).every((s) => s === 'claimed')).toBe(true);
  });

  it('countdown: HH:MM:SS, rounded up, never below zero', () => {
    expect(countdownText(3_661_000, 0)).toBe('01:01:01');
    expect(countdownText(1_500, 1_000)).toBe('00:00:01');
    expect(countdownText(0, 5_000)).toBe('00:00:00');
    expect(countdownText(24 * 3600_000, 0)).toBe('24:00:00');
  });

  it('wheel: stops with the middle of the segment under the top pointer after the turns, always forward', () => {
    for (const [current, segment, count] of [[0, 0, 8], [0, 3, 8], [2137.5, 7, 8], [100, 5, 6]] as const) {
      const next = wheelRotation(current, segment, count, 5);
      expect(next).toBeGreaterThanOrEqual(current + 5 * 360);
      expect(next).toBeLessThan(current + 6 * 360);
      // The pointer (top) sits at (360 - rotation) on the face, which must be the segment's middle.
      const underPointer = (((360 - (next % 360)) % 360) + 360) % 360;
      expect(underPointer).toBeCloseTo(((segment + 0.5) * 360) / count, 6);
    }
    expect(wheelRotation(0, 0, 8)).toBe(2137.5);
  });

  it('popup: due once per Taipei date', () => {
    expect(popupDue(null, '2025-01-15')).toBe(true);
    expect(popupDue('2025-01-15', '2025-01-15')).toBe(false);
    expect(popupDue('2025-01-15', '2025-01-16')).toBe(true);
  });
});
