/**
 * Forced failures set through `POST /__qa/fail`: the next `times` requests of an OP are
 * answered with a given Code instead of running the handler (init OPs included), so
 * browser tests can reach every error path of the client.
 */
export interface ForcedReply {
  code: number;
  message: string;
}

export class FailRules {
  private readonly rules = new Map<number, ForcedReply & { remaining: number }>();

  /** `times` 0 removes the rule. */
  set(op: number, code: number, message: string, times: number): void {
    if (times <= 0) this.rules.delete(op);
    else this.rules.set(op, { code, message, remaining: times });
  }

  /** Consumes one use of the rule for `op`, if any. */
  take(op: number): ForcedReply | undefined {
    const rule = this.rules.get(op);
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules.delete(op);
    return { code: rule.code, message: rule.message };
  }

  clear(): void {
    this.rules.clear();
  }
}
