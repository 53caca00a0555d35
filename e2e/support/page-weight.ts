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

/** What a settle step can wait for besides the page itself. */
export interface VisitSoFar {
  /** URLs of the WebSockets the page opened so far. */
  readonly websockets: readonly string[];
}

/**
 * Loads `path` in a fresh browser context (empty cache, no cookies) and sums the encoded body
 * bytes of its JS and font responses, as a first-time visitor downloads them from `next start`
 * (which gzips). `settle` runs once the page has loaded and waits until the page has started
 * everything it loads later (e.g. the idle-time stylesheet, the sockets' modules); then the
 * requests still on their way finish, and the sums are taken when none is left two frames
 * later with no font still loading (a stylesheet's faces are asked for when the next frame
 * lays the text out).
 */
export async function measureFirstVisit(
  browser: Browser,
  baseURL: string,
  path: string,
  options: BrowserContextOptions = {},
  settle?: (page: Page, visit: VisitSoFar) => Promise<void>,
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
  // the measured kinds' requests started and not yet finished or failed (a video's, a stream's
  // may stay open); `version` counts every start and end
  const MEASURED = new Set(['script', 'font', 'stylesheet']);
  const inFlight = new Set<Request>();
  let version = 0;
  let changed = () => {};
  const onRequest = (request: Request) => {
    if (!MEASURED.has(request.resourceType())) return;
    inFlight.add(request);
    version += 1;
    changed();
  };
  const onDone = (request: Request) => {
    if (!inFlight.delete(request)) return;
    version += 1;
    changed();
  };
  const websockets: string[] = [];
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('websocket', (socket) => websockets.push(socket.url()));
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  const linked = new Set(
    [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1]).filter((h): h is string => Boolean(h)),
  );
  if (settle) await settle(page, { websockets });
  for (;;) {
    const seen = version;
    const fontsLoaded = await page.evaluate(
      () => new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.fonts.status === 'loaded')))),
    );
    if (fontsLoaded && inFlight.size === 0) break;
    if (version !== seen) continue;
    // a face from the device (no request) still loading, or a request on its way: until it is done
    if (inFlight.size === 0) await page.evaluate(() => document.fonts.ready.then(() => undefined));
    else await new Promise<void>((resolve) => (changed = resolve));
  }
  // what finishes from here on is not counted (and its sizes could not be read once closed)
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
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
