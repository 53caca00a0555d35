/**
 * Times as the spec shows them, in Asia/Taipei (UTC+8, no daylight saving) whatever the
 * device's zone. Kept apart from the number helpers (./format), which every page needs.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

const TAIPEI_OFFSET_MINUTES = 8 * 60;

/**
 * A moment seen on Taipei's clock.
 * @example inTaipei(Date.UTC(2024, 0, 1, 0, 5)).format('HH:mm') === '08:05'
 */
export function inTaipei(value: string | number | Date): Dayjs {
  return dayjs(value).utcOffset(TAIPEI_OFFSET_MINUTES);
}

/**
 * A time as the spec writes it (YYYY.MM.DD HH:mm) in Asia/Taipei.
 * Strings without a zone are taken as Taipei wall time already; '' for an invalid value.
 * @example formatTaipeiTime('2024-05-01T16:30:00Z') === '2024.05.02 00:30'
 */
export function formatTaipeiTime(value: string | number | Date): string {
  const hasZone = typeof value !== 'string' || /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim());
  const parsed = hasZone ? inTaipei(value) : dayjs(value);
  return parsed.isValid() ? parsed.format('YYYY.MM.DD HH:mm') : '';
}
