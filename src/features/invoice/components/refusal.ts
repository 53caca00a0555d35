import { ERRORS_NAMESPACE, FALLBACK_KEY, errorMessage, type TranslateFn } from '@/protocol/errors';

/** A refusal's text: the code's own (200089 手機條碼不存在, 200441, …), else the generic one. */
export function refusalText(t: TranslateFn, code: number, message: string): string {
  return errorMessage(t, { code, message }) ?? String(t(`${ERRORS_NAMESPACE}:${FALLBACK_KEY}`, { code }));
}
