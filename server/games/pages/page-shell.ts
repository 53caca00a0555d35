/**
 * The frame of every game window page: an escaped HTML document with a per-response nonce and
 * the headers the site's iframe needs. The page's CSP allows only its own nonce'd style and
 * script and calls to its own origin; `frame-ancestors` names who may frame it
 * (`gameFrameAncestors`); nosniff; no referrer (the URL carries a ticket).
 */
import { randomBytes } from 'node:crypto';

export interface PageParts {
  lang: string;
  title: string;
  css: string;
  body: string;
  /** Inline script (nonce'd); none for a page without script. */
  script?: string;
  /** Data for the script, as `<script type="application/json" id="page-data">`. */
  data?: unknown;
}

export interface RenderedPage {
  html: string;
  headers: Record<string, string>;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value made safe for HTML. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** JSON safe inside a `<script type="application/json">` (no `</script>`, no `<!--`). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * Who may frame a game window: GAME_FRAME_ANCESTORS (space-separated sources), else the
 * CORS_ORIGINS list (the site's origins), else any origin outside production and only the
 * lobby itself in production.
 */
export function gameFrameAncestors(env: Record<string, string | undefined> = process.env): string {
  const explicit = env.GAME_FRAME_ANCESTORS?.trim();
  if (explicit) return explicit;
  const origins = env.CORS_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean) ?? [];
  if (origins.length > 0) return origins.join(' ');
  return env.NODE_ENV === 'production' ? "'self'" : '*';
}

export function renderPage(parts: PageParts, env: Record<string, string | undefined> = process.env): RenderedPage {
  const nonce = randomBytes(16).toString('base64');
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    parts.script ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${gameFrameAncestors(env)}`,
  ].join('; ');
  const data = parts.data === undefined ? '' : `<script type="application/json" id="page-data">${scriptJson(parts.data)}</script>`;
  const script = parts.script ? `<script nonce="${nonce}">${parts.script}</script>` : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(parts.lang.replace('_', '-'))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(parts.title)}</title>
<style nonce="${nonce}">${parts.css}</style>
</head>
<body>
${parts.body}
${data}${script}
</body>
</html>`;
  return {
    html,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  };
}
