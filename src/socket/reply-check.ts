/**
 * The socket's check of every reply against its OP's schema (src/protocol/contract.ts),
 * before any handler or `request()` sees it.
 */
import { Code, checkResult, isKnownOp, opName, type Reply } from '@/protocol';
import type { SocketLogger } from './types';

/** `OP 30001 (ChatPublicPush)`, for logs. */
export function describeOp(op: number): string {
  return `OP ${op}${isKnownOp(op) ? ` (${opName(op)})` : ''}`;
}

/**
 * An Ok reply with its Result checked against its OP's schema, or null when it fails (logged
 * with the first issue's path). Non-Ok replies keep their Result as the server sent it.
 */
export function checkedReply(reply: Reply, logger: SocketLogger): Reply | null {
  if (reply.Code !== Code.Ok) return reply;
  const parsed = checkResult(reply.OP, reply.Result);
  if (!parsed) return reply;
  if (parsed.ok) return { OP: reply.OP, Code: reply.Code, Message: reply.Message, Result: parsed.value };
  logger.warn(`reply ${describeOp(reply.OP)} failed its schema at ${parsed.path}; dropped`, parsed.error);
  return null;
}
