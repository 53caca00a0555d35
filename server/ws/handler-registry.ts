/**
 * Socket request handlers by OP. Each feature registers its OPs from its own file
 * (`handlers.register(Op.Wallet, fn)`), so adding a feature adds files, not cases. The request
 * schema comes from the OP's contract in src/protocol: a handler receives a parsed payload
 * and returns its OP's Result type.
 */
import {
  contract,
  opName,
  parsePayload,
  type ParseOutcome,
  type ParsedRequestOf,
  type RequestOp,
  type ResultOf,
} from '../../src/protocol';
import type { Logger } from '../log';
import type { Services } from '../services';
import type { SocketKind } from './hub';

export interface HandlerContext {
  playerId: number;
  kind: SocketKind;
  /** This socket's id, unique across processes (live room membership is per socket). */
  socketId: string;
  services: Services;
  log: Logger;
  /** This socket has `channel`'s messages up to `seq` from a resume (Hub: not pushed again). */
  noteChatResumed(channel: string, seq: number): void;
}

/** Return this from a handler when the OP has no reply (the client expects none). */
export const NoReply: unique symbol = Symbol('NoReply');

/**
 * Returns the reply's Result (sent with Code 200), or NoReply. Throw ReplyError for a
 * protocol Code the player should see.
 */
export type Handler<O extends RequestOp> = (
  ctx: HandlerContext,
  payload: ParsedRequestOf<O>,
) => Promise<ResultOf<O> | typeof NoReply> | ResultOf<O> | typeof NoReply;

export interface Registered {
  /** Checks a frame against the OP's request schema (fields other than the schema's are ignored). */
  parse(frame: unknown): ParseOutcome<unknown>;
  handle(ctx: HandlerContext, payload: unknown): Promise<unknown> | unknown;
}

export class HandlerRegistry {
  private readonly handlers = new Map<number, Registered>();

  /**
   * @example registry.register(Op.UserInfo, async (ctx, p) => loadProfile(…, p.PlayerID))
   */
  register<O extends RequestOp>(op: O, handle: Handler<O>): void {
    if (this.handlers.has(op)) throw new Error(`handler for OP ${op} (${opName(op) ?? '?'}) registered twice`);
    const schema = contract[op].request;
    this.handlers.set(op, {
      parse: (frame) => parsePayload(schema, frame),
      handle: handle as Registered['handle'],
    });
  }

  /** Replaces a handler (tests that need a failing or slow handler). */
  override<O extends RequestOp>(op: O, handle: Handler<O>): void {
    this.handlers.delete(op);
    this.register(op, handle);
  }

  get(op: number): Registered | undefined {
    return this.handlers.get(op);
  }

  ops(): number[] {
    return [...this.handlers.keys()].sort((a, b) => a - b);
  }
}
