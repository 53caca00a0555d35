/**
 * The callback after sign-in, only when it stays on this site: a relative path ("/x", not
 * "//host" or "/\\host"), or an absolute URL of `origin` turned into its path. Else null.
 * @example safeCallbackUrl('/zh_tw/member/info') === '/zh_tw/member/info'
 * @example safeCallbackUrl('https://evil.example/') === null
 */
export function safeCallbackUrl(value: string | null | undefined, origin?: string): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  // Control characters can hide a second slash from the checks below.
  if (/[\u0000-\u001f]/.test(trimmed)) return null;
  if (trimmed.startsWith('/')) {
    return trimmed.startsWith('//') || trimmed.startsWith('/\\') ? null : trimmed;
  }
  if (!origin) return null;
  try {
    const url = new URL(trimmed);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
