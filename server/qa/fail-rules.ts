/**
 * Forced failures set through `POST /__qa/fail`: the next `times` requests of an OP are
 * answered with a given Code instead of running the handler (init OPs included), so
 * browser tests can reach every error path of the client. With several processes the rules
 * live in Redis (server/cluster/redis-fail-rules.ts): a rule set on one process counts the
 * requests of every process, `times` in all.
 */
export interface ForcedReply {
  code: number;
  message: string;
}

export interface FailRules {
  /** `times` 0 removes the rule; resolves once every process applies it. */
  set(op: number, code: number, message: string, times: number): Promise<void>;
  /** Consumes one use of the rule for `op`, if any. */
  take(op: number): Promise<ForcedReply | undefined>;
  clear(): Promise<void>;
}

/** One process's rules (the default). */
export class LocalFailRules implements FailRules {
  private readonly rules = new Map<number, ForcedReply & { remaining: number }>();

  set(op: number, code: number, message: string, times: number): Promise<void> {
    if (times <= 0) this.rules.delete(op);
    else this.rules.set(op, { code, message, remaining: times });
    return Promise.resolve();
  }

  take(op: number): Promise<ForcedReply | undefined> {
    const rule = this.rules.get(op);
    if (!rule) return Promise.resolve(undefined);
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules.delete(op);
    return Promise.resolve({ code: rule.code, message: rule.message });
  }

  clear(): Promise<void> {
    this.rules.clear();
    return Promise.resolve();
  }
}
