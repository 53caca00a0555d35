/**
 * Reading the query of the content pages that take one (/other/bankcode, /response, /share).
 * Next hands a page `searchParams` as a record whose values may be arrays; the first value
 * counts. Values are trimmed and bounded; a value that breaks its pattern is not used.
 */
export type PageQuery = Record<string, string | string[] | undefined>;

/** The first value of `name`, trimmed and cut to `max` characters; '' when absent. */
export function queryValue(query: PageQuery, name: string, max = 100): string {
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return Array.from((value ?? '').trim()).slice(0, max).join('');
}

/** What /other/bankcode shows: no code, a malformed one, or the code (and the game it came from). */
export type VaultCodeQuery = { state: 'none' } | { state: 'invalid' } | { state: 'ok'; code: string; game: string | null };

/** A vault code: 4–32 letters, digits or dashes (what the chat's vault-unlock message carries). */
const VAULT_CODE = /^[A-Za-z0-9-]{4,32}$/;

/** `?code=` (and optional `?game=`) of /other/bankcode. */
export function vaultCodeFrom(query: PageQuery): VaultCodeQuery {
  const code = queryValue(query, 'code', 64).replace(/\s+/g, '');
  if (!code) return { state: 'none' };
  if (!VAULT_CODE.test(code)) return { state: 'invalid' };
  return { state: 'ok', code, game: queryValue(query, 'game', 40) || null };
}
