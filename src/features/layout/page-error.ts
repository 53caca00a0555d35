/**
 * What the error pages (src/app/[locale]/error.tsx, src/app/global-error.tsx) do. Their texts
 * (locales/<lng>/page-error.json) are never fetched when the page fails: a page that failed
 * because a script did not arrive cannot count on one more. The in-frame page has them from the
 * page's own i18n (next-i18next.config.js inlines the namespace, ~300 bytes of HTML);
 * global-error, outside every provider, imports them (page-error-texts.ts).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';

/** The locale of a path (`/id_id/play` → id_id), zh_tw outside one: global-error has no route params. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/**
 * A script or stylesheet of the site that did not load: the bundler's ChunkLoadError, or the
 * browsers' messages for a failed dynamic import. After a release, a page opened before it asks
 * for files the server no longer has; only a reload brings the new ones.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Failed to load chunk|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(error.message);
}

const RELOAD_KEY = 'page-error-reloaded';
/** One automatic reload per path in this time; a second failure shows the page and its button. */
export const AUTO_RELOAD_WINDOW_MS = 60_000;

type ReloadStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The window's session storage, or undefined where reading it throws (storage switched off). */
export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether the page may reload itself for a chunk that did not load, and if so notes that it did:
 * at most once per path in AUTO_RELOAD_WINDOW_MS, so a file that is really gone cannot make the
 * page reload forever. Without session storage (private modes can refuse it) never.
 */
export function takeAutoReload(store: ReloadStore | undefined, path: string, now: number): boolean {
  if (!store) return false;
  try {
    const last = JSON.parse(store.getItem(RELOAD_KEY) ?? 'null') as { path?: unknown; at?: unknown } | null;
    if (last && last.path === path && typeof last.at === 'number' && now - last.at >= 0 && now - last.at < AUTO_RELOAD_WINDOW_MS) return false;
    store.setItem(RELOAD_KEY, JSON.stringify({ path, at: now }));
    return true;
  } catch {
    return false;
  }
}
