'use client';

import { failureOf, unwrap } from '@/http/lobby-queries';
import { useSocketQuery } from '@/http/socket-queries';
import type { Result } from '@/protocol';
import type { RequestPayload, RequestableOp, ResultTo } from '@/socket';
import { ask } from '../requests';

/** A read's state in a component: loading, or its answer (a Result: success, refusal or no reply). */
export type Requested<R> = { state: 'loading' } | { state: 'done'; reply: R };

/**
 * An envelope read on the lobby socket, in the query layer (src/http/socket-queries): cached by
 * OP and payload, read again after a reconnect and after an answered write (../requests).
 */
export function useEnvelopeRead<O extends RequestableOp>(op: O, payload: RequestPayload<O>): Requested<ResultTo<O>> {
  const query = useSocketQuery(op, payload, { read: async () => unwrap(await ask(op, payload)) });
  if (query.isPending || (query.isError && query.isFetching)) return { state: 'loading' };
  const reply: Result<unknown> = query.isError ? failureOf(query.error) : { ok: true, result: query.data };
  return { state: 'done', reply: reply as ResultTo<O> };
}
