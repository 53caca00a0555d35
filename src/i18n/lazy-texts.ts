'use client';

/**
 * Texts a feature loads with its own code instead of with every page (next-i18next.config.js
 * inlines its namespaces into every page): the file of the page's language is imported once and
 * added to the page's i18next. `ready` turns true once it is there (at once when already added).
 * Every feature with texts of its own uses this (red envelopes, profile card, share, honor list,
 * tasks, invitations, account linking); each keeps its static per-language `import()` map so
 * the bundler makes one small chunk per language. A file that fails every try leaves `failed`
 * true: the screen shows `<TextsPending>` (./texts-pending), with a retry, never a blank.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useT } from 'next-i18next/client';

export type TextLoaders = Record<string, () => Promise<{ default: object }>>;

/**
 * How translation files load (acct §9): a failed load is tried again 5 times, 350 ms after the
 * first failure and twice as long after each next one, and at most 10 files load at once.
 * The retries go through p-retry, loaded only once a first load has failed: this module is copied
 * into every feature chunk that shows texts of its own, and p-retry and p-limit in each copy cost
 * /play-game/m 6.8 KiB of first-visit JS (decision 322). The cap of 10 is the counter below.
 */
export const TEXT_LOAD_POLICY = { retries: 5, firstDelayMs: 350, factor: 2, parallel: 10 } as const;

let loading = 0;
const waiting: (() => void)[] = [];

/** Runs `load` once fewer than TEXT_LOAD_POLICY.parallel files are loading. */
async function inTurn<T>(load: () => Promise<T>): Promise<T> {
  if (loading >= TEXT_LOAD_POLICY.parallel) await new Promise<void>((resolve) => waiting.push(resolve));
  loading += 1;
  try {
    return await load();
  } finally {
    loading -= 1;
    waiting.shift()?.();
  }
}

/**
 * A load that has not settled after this long has failed: Turbopack's `import()` of a chunk whose
 * request failed never settles (seen in Chromium), so without a deadline the screen would wait
 * forever. Such a load cannot be asked again on this page (the import stays pending): it is not
 * retried, and `TextsHung` tells `retry()` to load the page again.
 */
export const TEXT_LOAD_DEADLINE_MS = 10_000;

export class TextsHung extends Error {
  override name = 'TextsHung';
}

function withDeadline<T>(loading: Promise<T>, ns: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TextsHung(`${ns} texts did not arrive in ${TEXT_LOAD_DEADLINE_MS} ms`)), TEXT_LOAD_DEADLINE_MS);
  });
  return Promise.race([loading, deadline]).finally(() => clearTimeout(timer));
}

/** Adds namespace `ns` of `lng` (zh_tw for an unknown language) to `i18n`, once. */
export async function loadLazyTexts(i18n: I18n, lng: string, ns: string, loaders: TextLoaders): Promise<void> {
  if (i18n.hasResourceBundle(lng, ns)) return;
  const loader = loaders[lng] ?? loaders.zh_tw!;
  const load = () => withDeadline(loader(), ns);
  // A failed chunk load can be a TypeError ("Failed to fetch dynamically imported module"), which
  // p-retry takes for a programming error and does not retry: every failure is tried again.
  const attempt = () =>
    inTurn(load).catch((error: unknown) => {
      if (error instanceof TextsHung) throw error;
      throw new Error(`${ns} (${lng}) texts did not load`, { cause: error });
    });
  const texts = await attempt().catch(async (error: unknown) => {
    if (error instanceof TextsHung) throw error;
    const { retries, firstDelayMs, factor } = TEXT_LOAD_POLICY;
    const [{ default: pRetry }] = await Promise.all([import('p-retry'), new Promise((resolve) => setTimeout(resolve, firstDelayMs))]);
    // the first retry 350 ms after the first failure, each next one twice as long after the last
    return pRetry(attempt, {
      retries: retries - 1,
      minTimeout: firstDelayMs * factor,
      factor,
      randomize: false,
      shouldRetry: ({ error: failure }) => !(failure instanceof TextsHung),
    });
  });
  i18n.addResourceBundle(lng, ns, texts.default, true, false);
}

/**
 * `t` over `base` (default errors and common: namespaces every page carries), `tx` over
 * namespace `ns` (keys without the prefix, so i18next never tries to fetch the file itself);
 * `ready` once the file is loaded. `initial`: the file's texts in the page's language when the
 * page was rendered with them: added at once, so the first render (on the server too) has them.
 */
export function useLazyTexts(ns: string, loaders: TextLoaders, base: readonly string[] = ['errors', 'common'], initial?: object) {
  const { t, i18n } = useT([...base]);
  const lng = i18n.language;
  const [loadedFor, setLoadedFor] = useState<string | null>(() => {
    if (initial && !i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, initial, true, false);
    return i18n.hasResourceBundle(lng, ns) ? lng : null;
  });
  // the language whose file failed every try: `retry()` starts over
  const [failedFor, setFailedFor] = useState<string | null>(null);
  // the last failure was a load that never arrived: only a new page load asks for it again
  const hung = useRef(false);
  useEffect(() => {
    if (loadedFor === lng || failedFor === lng) return;
    let live = true;
    loadLazyTexts(i18n, lng, ns, loaders).then(
      () => live && setLoadedFor(lng),
      (error: unknown) => {
        console.error(`${ns} texts failed to load`, error);
        hung.current = error instanceof TextsHung;
        if (live) setFailedFor(lng);
      },
    );
    return () => {
      live = false;
    };
    // `loaders` is a module constant of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, lng, ns, loadedFor, failedFor]);
  const retry = useCallback(() => (hung.current ? window.location.reload() : setFailedFor(null)), []);
  const tx = (key: string, options?: Record<string, unknown>): string => String(t(`${ns}:${key}`, options ?? {}));
  return { t, tx, i18n, ready: loadedFor === lng, failed: failedFor === lng && loadedFor !== lng, retry };
}
