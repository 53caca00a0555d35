import { describe, expect, it } from 'vitest';
import { TaskCondType, TaskPeriod, isKnownCondType, taskDayStart, taskGoal, taskPeriodBounds, taskWeekStart } from './tasks';

const taipei = (iso: string) => Date.parse(`${iso}+08:00`);

describe('task periods (Asia/Taipei)', () => {
  it('a day starts at Taipei midnight', () => {
    expect(taskDayStart(taipei('2025-01-15T23:59:59.999'))).toBe(taipei('2025-01-15T00:00:00'));
    expect(taskDayStart(taipei('2025-01-16T00:00:00'))).toBe(taipei('2025-01-16T00:00:00'));
  });
  it('a week starts on Wednesday 00:00 (§9)', () => {
    expect(taskWeekStart(taipei('2025-01-15T00:00:00'))).toBe(taipei('2025-01-15T00:00:00')); // Wednesday
    expect(taskWeekStart(taipei('2025-01-21T23:59:59'))).toBe(taipei('2025-01-15T00:00:00')); // Tuesday
    expect(taskWeekStart(taipei('2025-01-14T23:59:59'))).toBe(taipei('2025-01-08T00:00:00'));
    expect(taskWeekStart(taipei('2025-01-19T10:00:00'))).toBe(taipei('2025-01-15T00:00:00')); // Sunday
  });
  it('answers the next reset of each period', () => {
    const now = taipei('2025-01-17T09:30:00');
    expect(taskPeriodBounds(TaskPeriod.Daily, now).resetAt).toBe(taipei('2025-01-18T00:00:00'));
    expect(taskPeriodBounds(TaskPeriod.Weekly, now).resetAt).toBe(taipei('2025-01-22T00:00:00'));
  });
});

describe('task conditions', () => {
  it('amount types aim at TargetAmount, the others at TargetCount', () => {
    expect(taskGoal(TaskCondType.CumulativeBet, { TargetAmount: 500, TargetCount: 3 })).toBe(500);
    expect(taskGoal(TaskCondType.BetCount, { TargetAmount: 500, TargetCount: 3 })).toBe(3);
    expect(taskGoal(TaskCondType.BigWins, {})).toBe(1);
  });
  it('knows the spec types 1–8, 11, 15–18, 35–43 and not others', () => {
    for (const t of [1, 2, 3, 4, 5, 6, 7, 8, 11, 15, 16, 17, 18, 35, 36, 37, 38, 39, 40, 41, 42, 43]) expect(isKnownCondType(t)).toBe(true);
    for (const t of [0, 9, 10, 12, 19, 34, 44, 999]) expect(isKnownCondType(t)).toBe(false);
  });
});
