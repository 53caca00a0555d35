/**
 * How long the rows that only abuse limits count are kept: SMS codes (daily limits per phone,
 * device and player count a Taipei calendar day, the longest window), guest sign-ups (hourly
 * and per-minute windows) and the demo SMS outbox. Two days covers the longest window with a
 * day to spare for an operator looking back; each insert deletes what has passed it, through
 * the tables' `created_at` indexes, so the tables stop growing with traffic.
 */
export const ABUSE_LOG_RETENTION_MS = 2 * 24 * 3600_000;
