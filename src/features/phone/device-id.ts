/** localStorage key of the id this browser sends with SMS requests (account §9 "Device id stored locally"). */
export const DEVICE_ID_KEY = 'deviceId';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's device id, created on first use and kept in localStorage. The lobby counts
 * SMS codes per device and day (200063). Blocked storage gives a fresh id per call.
 */
export function deviceId(): string {
  try {
    const kept = window.localStorage.getItem(DEVICE_ID_KEY);
    if (kept) return kept;
    const id = randomId();
    window.localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}
