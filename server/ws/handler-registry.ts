/**
 * Socket request handlers by OP. Each feature registers its OPs from its own file
 * (`handlers.register(Op.Wallet, schema, fn)`), so adding a feature adds files, not cases.
 */
import { opName } from '../../src/protocol';
import type { Logger } from '../log';
import type { Services } from '../services';
import type { Schema } from '../validate';
import type { SocketKind } from './hub';

export interface HandlerContext {
  playerId: number;
  kind: SocketKind;
  services: Services;
  log: Logger;
}

/** Return this from a handler when the OP has no reply (the client expects none). */
export const NoReply: unique symbol = Symbol('NoReply');

/**
 * Returns the reply's Result (sent with Code 200), or NoReply. Throw ReplyError for a
 * protocol Code the player should see.
 */
export type Handler<P> = (ctx: HandlerContext, payload: P) => Promise<unknown> | unknown;

export interface Registered {
  schema: Schema<unknown>;
  handle: Handler<unknown>;
}

export class HandlerRegistry {
  private readonly handlers = new Map<number, Registered>();

  /**
   * @example registry.register(Op.UserInfo, v.object({ PlayerID: v.int() }), async (ctx, p) => …)
   */
  register<P>(op: number, schema: Schema<P>, handle: Handler<P>): void {
    if (this.handlers.has(op)) throw new Error(`handler for OP ${op} (${opName(op) ?? '?'}) registered twice`);
    this.handlers.set(op, { schema, handle: handle as Handler<unknown> });
  }

  /** Replaces a handler (tests that need a failing or slow handler). */
  override<P>(op: number, schema: Schema<P>, handle: Handler<P>): void {
    this.handlers.delete(op);
    this.register(op, schema, handle);
  }

  get(op: number): Registered | undefined {
    return this.handlers.get(op);
  }

  ops(): number[] {
    return [...this.handlers.keys()].sort((a, b) => a - b);
  }
}
