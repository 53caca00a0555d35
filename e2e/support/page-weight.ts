import type { Browser, BrowserContextOptions, Page, Request } from '@playwright/test';

/** What one first visit of a page downloaded: encoded (as sent, gzip) bytes by kind. */
export interface PageWeight {
  path: string;
  /** Where the page ended up (a sign-in redirect shows here). */
  finalUrl: string;
  js: number;
  fonts: number;
  /** Stylesheets the page's HTML links (each blocks the first paint): encoded bytes, and their text. */
  blockingCss: number;
  blockingCssText: string;
  /** Every stylesheet fetched, those the scripts added later included. */
  css: number;
  other: number;
  /** Every JS and font response: url and encoded body bytes, biggest first. */
  files: { kind: 'js' | 'font'; url: string; bytes: number }[];
}

/**
 * Loads `path` in a fresh browser context (empty cache, no cookies) and sums the encoded body
 * bytes of its JS and font responses until the network is idle, as a first-time visitor
 * downloads them from `next start` (which gzips). `settle` runs on the page after it loaded
 * (e.g. to let idle-time chunks arrive) before the sums are taken.
 */
export async function measureFirstVisit(
  browser: Browser,
  baseURL: string,
  path: string,
  options: BrowserContextOptions = {},
  settle?: (page: Page) => Promise<void>,
): Promise<PageWeight> {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  const pending: Promise<{ kind: 'js' | 'font' | 'css' | 'other'; url: string; bytes: number; text?: string }>[] = [];
  const onFinished = (request: Request) => {
    const type = request.resourceType();
    const kind = type === 'script' ? 'js' : type === 'font' ? 'font' : type === 'stylesheet' ? 'css' : 'other';
    pending.push(
      request.sizes().then(async (sizes) => ({
        kind,
        url: request.url(),
        bytes: sizes.responseBodySize,
        text: kind === 'css' ? await (await request.response())?.text() : undefined,
      })),
    );
  };
  page.on('requestfinished', onFinished);
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  const linked = new Set(
    [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1]).filter((h): h is string => Boolean(h)),
  );
  // chunks Next prefetches or loads on idle arrive a moment after the load
  await page.waitForTimeout(1500);
  if (settle) await settle(page);
  // what finishes from here on is not counted (and its sizes could not be read once closed)
  page.off('requestfinished', onFinished);
  const entries = await Promise.all(pending);
  const finalUrl = page.url();
  await context.close();
  const sum = (kind: string) => entries.filter((e) => e.kind === kind).reduce((n, e) => n + e.bytes, 0);
  const blocking = entries.filter((e) => e.kind === 'css' && linked.has(new URL(e.url).pathname));
  return {
    path,
    finalUrl,
    js: sum('js'),
    fonts: sum('font'),
    blockingCss: blocking.reduce((n, e) => n + e.bytes, 0),
    blockingCssText: blocking.map((e) => e.text ?? '').join('\n'),
    css: sum('css'),
    other: sum('other'),
    files: entries
      .filter((e): e is { kind: 'js' | 'font'; url: string; bytes: number } => e.kind === 'js' || e.kind === 'font')
      .map(({ kind, url, bytes }) => ({ kind, url, bytes }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

/** Bytes as KiB with one decimal. */
export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
