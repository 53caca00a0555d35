/**
 * Readiness (`/readyz`): every dependency answers in time — the database (`select 1`) and,
 * when configured, Redis (a ping, and the bus's subscription is up) — and the process is not
 * shutting down. Each failing check gives its reason, so an operator sees what is wrong.
 */
export interface ReadinessCheck {
  name: string;
  /** Resolves when healthy; throws with the reason otherwise. */
  run(): Promise<void>;
}

export interface ReadinessReport {
  ok: boolean;
  checks: Record<string, 'ok' | string>;
  reasons: string[];
}

const CHECK_TIMEOUT_MS = 2000;

async function outcome(check: ReadinessCheck): Promise<'ok' | string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check.run(), late]);
    return 'ok';
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check in parallel. */
export async function readiness(checks: ReadinessCheck[], shuttingDown: boolean): Promise<ReadinessReport> {
  const results = await Promise.all(checks.map(async (c) => [c.name, await outcome(c)] as const));
  const reasons = results.filter(([, r]) => r !== 'ok').map(([name, r]) => `${name}: ${r}`);
  if (shuttingDown) reasons.unshift('shutting down');
  return { ok: reasons.length === 0, checks: Object.fromEntries(results), reasons };
}
