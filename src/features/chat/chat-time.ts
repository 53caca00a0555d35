/**
 * Times of the chat in Asia/Taipei (UTC+8, no daylight saving), whatever the device's zone:
 * date groups with a weekday, message clock times, and the room list's "time or date".
 */
import { inTaipei as taipei } from '@/ui/format-time';

/** The Taipei calendar day of a time, as a key: `2025-01-15`. */
export function dayKey(ms: number): string {
  return taipei(ms).format('YYYY-MM-DD');
}

/** The date as the spec writes dates: `2025.01.15`. */
export function formatDate(ms: number): string {
  return taipei(ms).format('YYYY.MM.DD');
}

/** 0 (Sunday) … 6 (Saturday) in Taipei. */
export function weekday(ms: number): number {
  return taipei(ms).day();
}

/** `HH:mm` in Taipei. */
export function formatClock(ms: number): string {
  return taipei(ms).format('HH:mm');
}

/**
 * The room list's time or date: `HH:mm` today, `MM/DD` earlier this year, else `YYYY.MM.DD`.
 * @example formatRoomTime(lastMessageAt, Date.now())
 */
export function formatRoomTime(ms: number, now: number): string {
  if (!ms) return '';
  const t = taipei(ms);
  const n = taipei(now);
  if (t.format('YYYY-MM-DD') === n.format('YYYY-MM-DD')) return t.format('HH:mm');
  if (t.year() === n.year()) return t.format('MM/DD');
  return t.format('YYYY.MM.DD');
}
