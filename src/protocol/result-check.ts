/**
 * The browser socket's view of the contract without its schemas: which OP answers a request
 * (generated/reply-ops.ts) and whether an Ok Result is valid (the compiled validators of
 * generated/result-validators.ts, plain functions). So the socket client, and every page that
 * only asks over it, loads neither zod nor the schemas. The schemas (src/protocol/contract.ts)
 * only name what is wrong in a Result that failed: the session's socket code installs a loader
 * for them (`installResultSchemas(() => import(...))`), called the first time a Result fails,
 * so a session whose replies are all valid never downloads or builds them.
 * Named bodies (an HTTP answer, a refusal's data) are checked by ./body-check, apart, so a page
 * that checks only those does not load the Result of every OP.
 */
import type { ReplyOpOf, RequestOp } from './contract';
import { replyOps } from './generated/reply-ops';
import { validators } from './generated/result-validators';
import type { ParseOutcome } from './schema';

type Failure = Extract<ParseOutcome<unknown>, { ok: false }>;
type Describe = (op: number, value: unknown) => ParseOutcome<unknown> | undefined;
type LoadDescribe = () => Promise<Describe>;

let loadDescribe: LoadDescribe | null = null;
let describe: Promise<Describe> | null = null;

/** What a failed Result reads as when the schemas cannot name the field. */
const UNNAMED: Failure = { ok: false, error: 'does not match its schema (schemas not loaded to name the field)', path: '?' };

/** Lets failed Results be named by their schemas (contract.ts's `checkResult`), loaded on first need. */
export function installResultSchemas(load: LoadDescribe): void {
  loadDescribe = load;
  describe = null;
}

/** The reply OP of a request OP of the contract. */
export function replyOpOf<O extends RequestOp>(op: O): ReplyOpOf<O> {
  return replyOps[op] as ReplyOpOf<O>;
}

/**
 * Checks the Result of an Ok reply or push against its OP's compiled validator: undefined when
 * the OP has none declared. A Result that fails is refused (never let through); what is wrong
 * with it is for `describeFailedResult`.
 */
export function checkReplyResult(op: number, value: unknown): ParseOutcome<unknown> | undefined {
  const validator = validators[op];
  if (!validator) return undefined;
  if (validator(value) === true) return { ok: true, value };
  return UNNAMED;
}

/**
 * The failure of a Result that `checkReplyResult` refused, named by its schema (the first
 * issue's path): loads the schemas the first time. Without a loader, or when loading fails, the
 * generic failure.
 */
export async function describeFailedResult(op: number, value: unknown): Promise<Failure> {
  if (!loadDescribe) return UNNAMED;
  describe ??= loadDescribe();
  try {
    const named = (await describe)(op, value);
    return named && !named.ok ? named : UNNAMED;
  } catch {
    describe = null; // a lost chunk: the next failure tries again
    return UNNAMED;
  }
}
