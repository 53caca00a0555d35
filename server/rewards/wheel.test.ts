import { describe, expect, it } from 'vitest';
import { allBrands, getBrand } from '../../src/brand/get-brand';
import { wheelSegments } from './catalog';
import { pickSegment, seededRandom, secureRandom } from './wheel';

describe('pickSegment', () => {
  it('maps [0, 1) onto the segments by weight, boundaries included', () => {
    const w = [1, 3, 0, 4]; // total 8
    expect(pickSegment(w, () => 0)).toBe(0);
    expect(pickSegment(w, () => 0.124)).toBe(0); // 0.99 → 0
    expect(pickSegment(w, () => 0.125)).toBe(1); // 1
    expect(pickSegment(w, () => 0.49)).toBe(1); // 3.92 → 3
    expect(pickSegment(w, () => 0.5)).toBe(3); // 4: the weight-0 segment is skipped
    expect(pickSegment(w, () => 0.999999)).toBe(3);
  });

  it('follows the weights over many seeded draws (each within 1 point of its share)', () => {
    const weights = wheelSegments(getBrand('crab')).map((s) => s.weight);
    const total = weights.reduce((a, b) => a + b, 0);
    const counts = new Array<number>(weights.length).fill(0);
    const random = seededRandom(12345);
    const n = 200_000;
    for (let i = 0; i < n; i++) counts[pickSegment(weights, random)]! += 1;
    counts.forEach((c, i) => expect(Math.abs(c / n - weights[i]! / total)).toBeLessThan(0.01));
  });

  it('the same seed draws the same; the secure source stays in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    for (let i = 0; i < 1000; i++) {
      const r = secureRandom();
      expect(r >= 0 && r < 1).toBe(true);
    }
  });

  it('refuses bad weights and a random number out of range', () => {
    expect(() => pickSegment([0, 0], () => 0.5)).toThrow(RangeError);
    expect(() => pickSegment([1, -1], () => 0.5)).toThrow(RangeError);
    expect(() => pickSegment([1.5], () => 0.5)).toThrow(RangeError);
    expect(() => pickSegment([1, 1], () => 1)).toThrow(RangeError);
  });

  it('every brand has a wheel of 8 segments with positive weights and prizes', () => {
    for (const brand of allBrands()) {
      const segments = wheelSegments(brand);
      expect(segments).toHaveLength(8);
      for (const s of segments) {
        expect(s.weight).toBeGreaterThan(0);
        expect(Object.values(s.items).every((n) => n > 0)).toBe(true);
      }
    }
  });
});
