import { describe, expect, it } from 'vitest';
import { mainThreadShare } from './main-thread-share.mjs';

const task = (ts: number, dur: number, tdur: number, name = 'RunTask') => ({ name, ph: 'X', ts, dur, tdur });

describe('mainThreadShare', () => {
  it('is the thread time of the top-level tasks over their wall time', () => {
    const figures = mainThreadShare([task(0, 100_000, 20_000), task(200_000, 50_000, 40_000, 'ThreadControllerImpl::RunTask')]);
    expect(figures.wallMs).toBe(150);
    expect(figures.cpuMs).toBe(60);
    expect(figures.share).toBeCloseTo(0.4);
  });

  it('counts a nested task once, inside its parent, whatever order the events come in', () => {
    const figures = mainThreadShare([task(10_000, 20_000, 20_000), task(0, 100_000, 80_000)]);
    expect(figures.wallMs).toBe(100);
    expect(figures.cpuMs).toBe(80);
  });

  it('leaves out slices that are not tasks, instant events and tasks without a thread time', () => {
    const figures = mainThreadShare([
      task(0, 10_000, 10_000),
      { name: 'Layout', ph: 'X', ts: 20_000, dur: 90_000, tdur: 1_000 },
      { name: 'RunTask', ph: 'I', ts: 200_000 },
      { name: 'RunTask', ph: 'X', ts: 300_000, dur: 50_000 },
    ]);
    expect(figures).toEqual({ wallMs: 10, cpuMs: 10, share: 1 });
  });

  it('has no share without a task, and never more thread time than wall time', () => {
    expect(mainThreadShare([]).share).toBeNull();
    expect(mainThreadShare([task(0, 10_000, 12_000)]).share).toBe(1);
  });
});
