/**
 * The browser socket's view of the contract without its schemas: which OP answers a request
 * (generated/reply-ops.ts) and whether an Ok Result is valid (the compiled validators of
 * generated/result-validators.ts, plain functions). So the socket client, and every page that
 * only asks over it, loads neither zod nor the schemas. The schemas (src/protocol/contract.ts)
 * are installed by the session's socket code before any socket connects
 * (`installResultSchemas(checkResult)`): they only name what is wrong in a Result that failed.
 */
import type { ReplyOpOf, RequestOp } from './contract';
import { replyOps } from './generated/reply-ops';
import { validators } from './generated/result-validators';
import type { ParseOutcome } from './schema';

type Describe = (op: number, value: unknown) => ParseOutcome<unknown> | undefined;

let describeResult: Describe | null = null;

/** Lets failed Results be named by their schemas (contract.ts's `checkResult`). */
export function installResultSchemas(describe: Describe): void {
  describeResult = describe;
}

/** The reply OP of a request OP of the contract. */
export function replyOpOf<O extends RequestOp>(op: O): ReplyOpOf<O> {
  return replyOps[op] as ReplyOpOf<O>;
}

/**
 * Checks the Result of an Ok reply or push against its OP's schema: undefined when the OP has
 * none declared. A Result that fails is named by the schemas when installed; without them it
 * still fails (never let through), with a generic reason.
 */
export function checkReplyResult(op: number, value: unknown): ParseOutcome<unknown> | undefined {
  const validator = validators[op];
  if (!validator) return undefined;
  if (validator(value) === true) return { ok: true, value };
  return describeResult?.(op, value) ?? { ok: false, error: 'does not match its schema (schemas not loaded to name the field)', path: '?' };
}
