/**
 * The reply envelope of both sockets and of the HTTP helpers: `{OP, Code, Message, Result}`.
 * Replies are untrusted input: `parseReply` never throws and says why a frame was refused.
 */
export interface Reply<R = unknown> {
  OP: number;
  Code: number;
  Message: string;
  Result: R;
}

/** HTTP helper reply (no OP). */
export interface HttpReply<R = unknown> {
  Code: number;
  Message: string;
  Result: R;
}

export type ParseResult =
  | { ok: true; reply: Reply }
  | { ok: false; reason: 'not-json' | 'not-object' | 'bad-op' | 'bad-code' | 'bad-message' };

/**
 * Reads one socket frame. `Message` may be absent (treated as "") and `Result` may be
 * absent (treated as null); `OP` and `Code` must be finite integers.
 * @example parseReply('{"OP":10001,"Code":200,"Message":"","Result":null}')
 */
export function parseReply(frame: string): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: 'not-object' };
  }
  const v = value as Record<string, unknown>;
  if (!Number.isInteger(v.OP)) return { ok: false, reason: 'bad-op' };
  if (!Number.isInteger(v.Code)) return { ok: false, reason: 'bad-code' };
  if (v.Message !== undefined && v.Message !== null && typeof v.Message !== 'string') {
    return { ok: false, reason: 'bad-message' };
  }
  return {
    ok: true,
    reply: {
      OP: v.OP as number,
      Code: v.Code as number,
      Message: typeof v.Message === 'string' ? v.Message : '',
      Result: v.Result === undefined ? null : v.Result,
    },
  };
}

/** Builds a reply envelope (server side and tests). */
export function reply<R>(OP: number, Code: number, Result: R, Message = ''): Reply<R> {
  return { OP, Code, Message, Result };
}
