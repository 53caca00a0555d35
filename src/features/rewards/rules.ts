/**
 * Pure rules of the reward pages: the seven tiles' states, the countdown text, the wheel's
 * rotation to the server's segment, a reward's text, and whether the special reward popup is
 * due today.
 */
import { SEVEN_DAY_CYCLE, type RewardItems, type SevenDayStatus } from '@/protocol/rewards';

export type TileState = 'claimed' | 'today' | 'locked';

/** The state of day 1…7 (index 0 = day 1): claimed up to ClaimedDays, today's when claimable, else locked. */
export function tileStates(s: Pick<SevenDayStatus, 'ClaimedDays' | 'Today' | 'ClaimedToday'>): TileState[] {
  return Array.from({ length: SEVEN_DAY_CYCLE }, (_, i) => {
    const day = i + 1;
    if (day <= s.ClaimedDays) return 'claimed';
    if (day === s.Today && !s.ClaimedToday) return 'today';
    return 'locked';
  });
}

/** `HH:MM:SS` until `at` (00:00:00 once passed). */
export function countdownText(at: number, now: number): string {
  const total = Math.max(0, Math.ceil((at - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * The wheel's next rotation (degrees, clockwise) from `current` so that the middle of `segment`
 * (of `count`, segment 0 starting at the top pointer, clockwise) stops under the pointer after
 * `turns` full turns.
 * @example wheelRotation(0, 0, 8, 5) // 2137.5: five turns, then segment 0's middle (22.5°) back under the pointer
 */
export function wheelRotation(current: number, segment: number, count: number, turns = 5): number {
  const middle = ((segment + 0.5) * 360) / count;
  const target = (((360 - middle - current) % 360) + 360) % 360;
  return current + turns * 360 + target;
}

/** The item ids of a reward in a stable order (gold first). */
export const rewardEntries = (items: RewardItems): [string, number][] => Object.entries(items).sort(([a], [b]) => Number(a) - Number(b));

/** The key under which the popup remembers the Taipei day it was last offered to a player. */
export const popupKey = (playerId: number) => `specialRewardPopup:${playerId}`;

/** True when the popup was not offered yet on `today` (a Taipei date, `YYYY-MM-DD`). */
export function popupDue(lastShown: string | null, today: string): boolean {
  return lastShown !== today;
}
