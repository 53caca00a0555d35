/**
 * The socket's check of every reply against its OP's schema (src/protocol/contract.ts),
 * before any handler or `request()` sees it, and its routing to one of them.
 */
import type { Reply } from '@/protocol';
import { Code } from '@/protocol/codes';
import { isKnownOp, opName } from '@/protocol/ops';
import { checkResult } from '@/protocol/contract';
import type { HandlerRegistry } from './handler-registry';
import type { PendingRequests } from './pending-requests';
import { SocketRequestError } from './pending-requests';
import type { SocketLogger } from './types';

/** `OP 30001 (ChatPublicPush)`, for logs. */
export function describeOp(op: number): string {
  return `OP ${op}${isKnownOp(op) ? ` (${opName(op)})` : ''}`;
}

/**
 * An Ok reply with its Result checked against its OP's schema, or null when it fails (logged
 * with the first wrong field). Non-Ok replies keep their Result as sent.
 */
export function checkedReply(reply: Reply, logger: SocketLogger): Reply | null {
  if (reply.Code !== Code.Ok) return reply;
  const parsed = checkResult(reply.OP, reply.Result);
  if (!parsed) return reply;
  if (parsed.ok) return { OP: reply.OP, Code: reply.Code, Message: reply.Message, Result: parsed.value };
  logger.warn(`reply ${describeOp(reply.OP)} failed its schema at ${parsed.path}; dropped`, parsed.error);
  return null;
}

/**
 * Hands a reply (not a global code, not the init reply) to whoever wants it: the `request()`
 * waiting for its OP, else the handlers registered for it. Unknown OPs, replies failing their
 * schema and late replies of timed-out requests are logged and dropped.
 */
export function routeReply(reply: Reply, pending: PendingRequests, handlers: HandlerRegistry, logger: SocketLogger): void {
  if (!isKnownOp(reply.OP)) {
    logger.warn(`reply with unknown OP ${reply.OP} dropped`);
    return;
  }
  const owner = pending.take(reply.OP);
  if (owner === 'dropped') {
    logger.warn(`late reply ${describeOp(reply.OP)} to a timed-out request dropped`);
    return;
  }
  const checked = checkedReply(reply, logger);
  if (!checked) {
    if (owner !== 'none') owner.reject(new SocketRequestError('invalid-reply', reply.OP - 1));
    return;
  }
  if (owner !== 'none') {
    owner.resolve(checked);
    return;
  }
  const handled = handlers.dispatch(checked, (error) => logger.error(`handler of ${describeOp(reply.OP)} threw`, error));
  if (!handled) logger.warn(`no handler for ${describeOp(reply.OP)}; reply dropped`);
}
