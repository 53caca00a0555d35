/**
 * A purchase's or exchange's idempotency key (REQUEST_ID_PATTERN: 8–64 of A–Z a–z 0–9 _ -):
 * made once per tap, sent again unchanged on a retry, so the server makes one order of both.
 * @example newRequestId('buy') // 'buy-5f0c9a2e4b7d41c3a8e2f1d0c9b8a7e6'
 */
export function newRequestId(prefix: string): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
