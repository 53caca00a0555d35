/**
 * The 10 club colour pairs (chat spec §9): ColorID 1–10 → a chip background and its text
 * colour, used for the club name (alliance chat colours each club) and the sender's name.
 */
export interface ColorPair {
  bg: string;
  fg: string;
}

export const COLOR_PAIRS: readonly ColorPair[] = [
  { bg: '#7a5a12', fg: '#ffe08a' }, // 1 gold
  { bg: '#12603f', fg: '#7ff0bd' }, // 2 jade
  { bg: '#174a7a', fg: '#8fd0ff' }, // 3 sky
  { bg: '#7a1f35', fg: '#ffa3b8' }, // 4 rose
  { bg: '#4b2a85', fg: '#cfb3ff' }, // 5 violet
  { bg: '#7a3d10', fg: '#ffc08a' }, // 6 amber
  { bg: '#0f5e63', fg: '#7ce8ee' }, // 7 teal
  { bg: '#4a6010', fg: '#d5f58a' }, // 8 lime
  { bg: '#7a1c66', fg: '#ff9ee8' }, // 9 magenta
  { bg: '#2c327a', fg: '#aab3ff' }, // 10 indigo
];

/** The pair of a ColorID; out-of-range ids fall back to pair 1. */
export function colorPair(colorId: number): ColorPair {
  return COLOR_PAIRS[Number.isInteger(colorId) && colorId >= 1 && colorId <= 10 ? colorId - 1 : 0]!;
}
