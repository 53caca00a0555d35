/**
 * The socket's check of every reply against its OP's schema (src/protocol/result-check.ts),
 * before any handler or `request()` sees it, and its routing to one of them.
 */
import type { Reply } from '@/protocol';
import { Code } from '@/protocol/codes';
import { isKnownOp, opName } from '@/protocol/ops';
import { checkReplyResult, describeFailedResult } from '@/protocol/result-check';
import type { HandlerRegistry } from './handler-registry';
import type { PendingRequests } from './pending-requests';
import { SocketRequestError } from './pending-requests';
import type { SocketLogger } from './types';

/** `OP 30001 (ChatPublicPush)`, for logs. */
export function describeOp(op: number): string {
  return `OP ${op}${isKnownOp(op) ? ` (${opName(op)})` : ''}`;
}

/**
 * An Ok reply with its Result checked against its OP's schema, or null when it fails. The
 * failure is logged with the first issue's path once the schemas have named it (they load on
 * the first failure; the reply is dropped at once). Non-Ok replies keep their Result as sent.
 */
export function checkedReply(reply: Reply, logger: SocketLogger): Reply | null {
  if (reply.Code !== Code.Ok) return reply;
  const parsed = checkReplyResult(reply.OP, reply.Result);
  if (!parsed) return reply;
  if (parsed.ok) return { OP: reply.OP, Code: reply.Code, Message: reply.Message, Result: parsed.value };
  void describeFailedResult(reply.OP, reply.Result).then((failure) =>
    logger.warn(`reply ${describeOp(reply.OP)} failed its schema at ${failure.path}; dropped`, failure.error),
  );
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
