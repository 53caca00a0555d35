/**
 * /response: the page an outside flow returns to (a payment provider, a sign-in or binding
 * popup): `?status=success|pending|failed&type=payment|signIn|bind` and an optional
 * `order=` reference. It says what happened and offers the next step; an unknown type reads
 * as a generic result, a missing or unknown status as "no result here".
 */
import { queryValue, type PageQuery } from './query';

export const RESPONSE_STATUSES = ['success', 'pending', 'failed'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];
export const RESPONSE_TYPES = ['payment', 'signIn', 'bind'] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number] | 'generic';

export type ResponseAction = 'passbook' | 'play' | 'retry' | 'service' | 'home' | 'member';

export const ACTION_PATH: Record<ResponseAction, string> = {
  passbook: '/member/passbook',
  play: '/play',
  retry: '/purchase/point',
  service: '/other/service',
  home: '/',
  member: '/member/info',
};

export type ResponseState =
  | { status: ResponseStatus; type: ResponseType; order: string | null; actions: ResponseAction[] }
  | { status: 'unknown'; type: null; order: string | null; actions: ResponseAction[] };

/** Next steps, the first one the main button. */
const ACTIONS: Record<ResponseType, Record<ResponseStatus, ResponseAction[]>> = {
  payment: { success: ['passbook', 'play'], pending: ['play', 'passbook'], failed: ['retry', 'service'] },
  signIn: { success: ['play', 'home'], pending: ['home'], failed: ['home', 'service'] },
  bind: { success: ['passbook', 'member'], pending: ['member'], failed: ['member', 'service'] },
  generic: { success: ['home'], pending: ['home'], failed: ['home', 'service'] },
};

/** An order reference as a payment provider sends it: letters, digits, dash and underscore. */
const ORDER = /^[A-Za-z0-9_-]{1,40}$/;

const oneOf = <T extends string>(list: readonly T[], value: string): T | null => (list as readonly string[]).includes(value) ? (value as T) : null;

/** The state a /response query names. */
export function responseState(query: PageQuery): ResponseState {
  const orderValue = queryValue(query, 'order', 41);
  const order = ORDER.test(orderValue) ? orderValue : null;
  const status = oneOf(RESPONSE_STATUSES, queryValue(query, 'status', 20).toLowerCase());
  if (!status) return { status: 'unknown', type: null, order, actions: ['home', 'service'] };
  const type = oneOf(RESPONSE_TYPES, queryValue(query, 'type', 20)) ?? 'generic';
  return { status, type, order, actions: ACTIONS[type][status] };
}
