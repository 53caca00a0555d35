/**
 * Every HTTP reply shape of the lobby server, in one place. Business outcomes answer HTTP 200
 * with the `{Code, Message, Result}` envelope the web app reads (`ok`, `fail`); malformed
 * requests, unknown paths and crashes answer a 4xx/5xx status with the same envelope
 * (`errorResult`, `badRequest`). The QA API answers plain JSON bodies (`{ body: … }`).
 */
import { Code, type HttpReply } from '../../src/protocol';
import { ReplyError } from '../errors';

export interface HttpResult {
  status?: number;
  body: unknown;
  /** A file instead of the JSON body (the CSV exports). */
  file?: { contentType: string; fileName: string; data: Buffer };
}

/** HTTP 200, Code 0, the result. */
export function ok<R>(result: R): HttpResult {
  return { body: { Code: Code.HttpOk, Message: '', Result: result } satisfies HttpReply<R> };
}

/** HTTP 200 with a business failure code (what the client shows). */
export function fail(code: number, message: string, result: unknown = null): HttpResult {
  return { body: { Code: code, Message: message, Result: result } satisfies HttpReply<unknown> };
}

/** An error status with the envelope (bad input, unknown path, crash). */
export function errorResult(status: number, code: number, message: string): HttpResult {
  return { status, body: { Code: code, Message: message, Result: null } satisfies HttpReply<null> };
}

/** 400 Code 100001: the body failed its schema. */
export function badRequest(message: string): HttpResult {
  return errorResult(400, Code.InvalidInput, message);
}

/** A ReplyError as its direct business failure. */
export function failWith(err: ReplyError): HttpResult {
  return fail(err.code, err.message, err.result ?? null);
}

/** Runs `fn`, turning a ReplyError into its reply (`failWith` unless told otherwise). */
export async function answer(fn: () => Promise<HttpResult>, onError: (err: ReplyError) => HttpResult = failWith): Promise<HttpResult> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ReplyError) return onError(err);
    throw err;
  }
}
