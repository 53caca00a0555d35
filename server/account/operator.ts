/**
 * Who may call the operator helpers (`/api/v1/player/suspend`): anyone in QA mode (tests and
 * the QA team, like /__qa/*), else a request whose `operator-key` header equals env
 * OPERATOR_KEY (at least 16 characters; compared in constant time). Without OPERATOR_KEY the
 * helper does not exist outside QA mode (404).
 */
import { timingSafeEqual } from 'node:crypto';
import { OPERATOR_KEY_HEADER } from '../../src/protocol';
import type { RequestContext } from '../http/router';

export const MIN_OPERATOR_KEY_LENGTH = 16;

/** The configured key, or null when the operator helpers are off. */
export function operatorKey(env: Record<string, string | undefined> = process.env): string | null {
  const key = env.OPERATOR_KEY?.trim() ?? '';
  return key.length >= MIN_OPERATOR_KEY_LENGTH ? key : null;
}

/** 'off' when no operator may call here, else whether this request is an operator's. */
export function operatorAccess(ctx: Pick<RequestContext, 'headers'>, qaMode: boolean, key: string | null): 'off' | boolean {
  if (qaMode) return true;
  if (key === null) return 'off';
  const header = ctx.headers[OPERATOR_KEY_HEADER];
  const given = Buffer.from((Array.isArray(header) ? header[0] : header) ?? '');
  const wanted = Buffer.from(key);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
