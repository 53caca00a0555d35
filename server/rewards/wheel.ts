/**
 * The fire wheel's draw: a pure function of the weights and a random number source, so tests
 * (and QA's seed) decide the outcome and the odds are checked without a server.
 */

/** A source of uniform numbers in [0, 1). */
export type Random = () => number;

/**
 * The index of the segment a draw lands on: segment i is chosen with probability
 * weights[i] / sum(weights). Segments of weight 0 are never chosen.
 * @example pickSegment([1, 3], () => 0.5) // 1 (0.5 × 4 = 2 falls in [1, 4))
 */
export function pickSegment(weights: readonly number[], random: Random): number {
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('wheel weights must be whole numbers ≥ 0');
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) throw new RangeError('a wheel needs at least one segment of weight > 0');
  const r = random();
  if (!(r >= 0 && r < 1)) throw new RangeError(`random() must answer a number in [0, 1), got ${r}`);
  let point = Math.floor(r * total);
  for (let i = 0; i < weights.length; i++) {
    if (point < weights[i]!) return i;
    point -= weights[i]!;
  }
  throw new Error('unreachable: the point is below the total');
}

/**
 * A seeded source (mulberry32): the same seed gives the same draws. QA's seed and the odds
 * tests use it; a real spin uses `secureRandom`.
 */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Uniform in [0, 1) from the operating system's generator. */
export const secureRandom: Random = () => {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0]! / 4294967296;
};
