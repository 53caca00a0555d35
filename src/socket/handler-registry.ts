import type { Reply } from '@/protocol';
import type { ReplyHandler } from './types';

/**
 * Handlers by OP. Each OP keeps an immutable array (copy on register/unregister) so a
 * dispatch iterates a snapshot: a handler that unsubscribes itself or another one mid-dispatch
 * does not make the loop skip or repeat anyone, and the hot path allocates nothing.
 */
export class HandlerRegistry {
  private readonly byOp = new Map<number, readonly ReplyHandler[]>();

  /** Adds a handler for `op`; returns its unsubscribe function (idempotent). */
  add(op: number, handler: ReplyHandler): () => void {
    this.byOp.set(op, [...(this.byOp.get(op) ?? []), handler]);
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      // remove this registration only: the same function may be registered twice
      const rest = [...(this.byOp.get(op) ?? [])];
      const at = rest.indexOf(handler);
      if (at >= 0) rest.splice(at, 1);
      if (rest.length > 0) this.byOp.set(op, rest);
      else this.byOp.delete(op);
    };
  }

  /** The handlers of `op`, or undefined when none is registered. */
  get(op: number): readonly ReplyHandler[] | undefined {
    return this.byOp.get(op);
  }

  clear(): void {
    this.byOp.clear();
  }

  /**
   * Calls every handler of `reply.OP`; a throwing handler is reported and the others still run.
   * Returns false when no handler is registered.
   */
  dispatch(reply: Reply, onHandlerError: (error: unknown) => void): boolean {
    const handlers = this.byOp.get(reply.OP);
    if (!handlers) return false;
    for (const handler of handlers) {
      try {
        handler(reply);
      } catch (error) {
        onHandlerError(error);
      }
    }
    return true;
  }
}
