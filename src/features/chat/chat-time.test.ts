import { dayKey, formatClock, formatDate, formatRoomTime, weekday } from './chat-time';

describe('chat times in Asia/Taipei', () => {
  // 2025-01-14 16:30 UTC is 2025-01-15 00:30 in Taipei (a Wednesday).
  const justAfterMidnight = Date.UTC(2025, 0, 14, 16, 30);

  it('groups by the Taipei day, whatever the device zone', () => {
    expect(dayKey(justAfterMidnight)).toBe('2025-01-15');
    expect(formatDate(justAfterMidnight)).toBe('2025.01.15');
    expect(weekday(justAfterMidnight)).toBe(3);
    expect(formatClock(justAfterMidnight)).toBe('00:30');
  });

  it('shows a room time today, month/day this year, the full date before', () => {
    const now = Date.UTC(2025, 5, 1, 4);
    expect(formatRoomTime(now - 60_000, now)).toBe('11:59');
    expect(formatRoomTime(justAfterMidnight, now)).toBe('01/15');
    expect(formatRoomTime(Date.UTC(2024, 11, 31, 4), now)).toBe('2024.12.31');
    expect(formatRoomTime(0, now)).toBe('');
  });
});
