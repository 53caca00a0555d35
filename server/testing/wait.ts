/**
 * Waiting in the server tests: for a condition, never for a fixed time. A wait that succeeds
 * returns as soon as it can; one that fails does so after WAIT_MS, saying what it waited for.
 */
import { vi } from 'vitest';

/**
 * How long one wait (a frame, a condition) may take before it fails: below the server projects'
 * testTimeout (20 s, vitest.config.ts), so a failing wait reports what it looked for rather than
 * the test's timeout, and far above what a loaded 2-core machine needs.
 */
export const WAIT_MS = 15_000;

/**
 * Retries `check` (an assertion, sync or async) until it passes; fails with its last error
 * after WAIT_MS, or `timeoutMs` when a test needs longer (never shorter). vi.waitFor's own
 * default (1 s) is too short for a loaded machine.
 * @example await eventually(async () => expect((await s.get(ReadyPath)).status).toBe(503));
 */
export function eventually<T>(check: () => T | Promise<T>, timeoutMs = WAIT_MS): Promise<T> {
  return vi.waitFor(check, { timeout: Math.max(timeoutMs, WAIT_MS), interval: 20 });
}
