/**
 * `npm run bench -- smoke [bench …]`: every bench but lighthouse (report and chaos included) at
 * sizes small enough for `npm test`, so every correctness check (support/checks.ts) runs on
 * each change; the figures still print and are never asserted. The sizes go through each
 * bench's own options as environment variables; one set already (or a --flag) wins.
 */

/** Benches the smoke run leaves out: lighthouse needs a built site and Chromium, for minutes. */
export const NOT_IN_SMOKE = ['lighthouse'];

export const SMOKE_ENV: Readonly<Record<string, string>> = {
  SLOT_SPIN_PLAYERS: '4',
  SLOT_SPIN_SPINS: '10',
  RED_ENVELOPE_PLAYERS: '8',
  RED_ENVELOPE_TRIES: '2',
  RED_ENVELOPE_SHARES: '4',
  RED_ENVELOPE_ROUNDS: '2',
  WALLET_BENCH_PLAYERS: '8',
  WALLET_BENCH_WORKERS: '4',
  WALLET_BENCH_TRANSFERS: '100',
  // two processes: the PostgreSQL + Redis row runs too
  CHAT_FANOUT_N: '20',
  CHAT_FANOUT_M: '5',
  CHAT_FANOUT_PROCESSES: '2',
  WIRE_FUZZ_FRAMES: '1000',
  WIRE_FUZZ_SOCKETS: '4',
  WIRE_FUZZ_PER_ROUTE: '2',
  WIRE_FUZZ_GARBAGE: '50',
  WIRE_FUZZ_BEFORE_INIT_SOCKETS: '20',
  SOCKET_DISPATCH_FRAMES: '10000',
  SOCKET_DISPATCH_ROUNDS: '2',
  SOCKET_EDGE_FRAMES: '2000',
  SOCKET_EDGE_MODES: 'paced',
  SOCKET_EDGE_BOUNDS: 'default',
  SOCKET_EDGE_AFTER_CLOSE_MS: '1000',
  // the report's own checks over small runs; chat-fanout above already runs the processes row
  REPORT_N: '20',
  REPORT_M: '5',
  REPORT_PROCESSES: '1',
  CHAOS_CHAT: '3',
  CHAOS_TRADERS: '2',
  CHAOS_SECONDS: '5',
  CHAOS_CUTS: '5',
  CHAOS_KILL_EVERY: '3',
};

/** Sets the smoke sizes (those not set already) and marks the run as a smoke run. */
export function enterSmoke(env: Record<string, string | undefined> = process.env): void {
  env.BENCH_SMOKE = '1';
  for (const [key, value] of Object.entries(SMOKE_ENV)) env[key] ??= value;
}

export function isSmoke(env: Record<string, string | undefined> = process.env): boolean {
  return env.BENCH_SMOKE === '1';
}
