import { describe, expect, it } from 'vitest';
import { AUTO_RELOAD_WINDOW_MS, isChunkLoadError, localeOfPath, takeAutoReload } from './page-error';
import { pageErrorTexts } from './page-error-texts';

/** A session storage stand-in; `broken` throws as Safari's private mode once did. */
function store(broken = false) {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => {
      if (broken) throw new Error('SecurityError');
      return map.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (broken) throw new Error('QuotaExceededError');
      map.set(key, value);
    },
    map,
  };
}

describe('isChunkLoadError', () => {
  it('knows the bundler and the browsers by their names and messages', () => {
    const named = new Error('Failed to load chunk /_next/static/chunks/0j917slzucrts.js from module 44342');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed'))).toBe(true);
  });

  it('leaves every other error, and things that are not errors, alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'gold')"))).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('takeAutoReload', () => {
  it('reloads a path once within the window, then again after it', () => {
    const s = store();
    expect(takeAutoReload(s, '/zh_tw/play', 1_000)).toBe(true);
    expect(takeAutoReload(s, '/zh_tw/play', 1_000 + AUTO_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(takeAutoReload(s, '/zh_tw/play', 1_000 + AUTO_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('lets another path reload at once', () => {
    const s = store();
    expect(takeAutoReload(s, '/zh_tw/play', 1_000)).toBe(true);
    expect(takeAutoReload(s, '/zh_tw/member', 1_001)).toBe(true);
  });

  it('never reloads without a storage that works, and survives what a player left in it', () => {
    expect(takeAutoReload(undefined, '/zh_tw', 1)).toBe(false);
    expect(takeAutoReload(store(true), '/zh_tw', 1)).toBe(false);
    const garbage = store();
    garbage.map.set('page-error-reloaded', '{not json');
    expect(takeAutoReload(garbage, '/zh_tw', 1)).toBe(false);
    const future = store();
    future.map.set('page-error-reloaded', JSON.stringify({ path: '/zh_tw', at: 10_000 }));
    // a clock set back does not lock the page out of its reload
    expect(takeAutoReload(future, '/zh_tw', 5_000)).toBe(true);
  });
});

describe('texts', () => {
  it('are the locale of the path, zh_tw outside one', () => {
    expect(localeOfPath('/id_id/play-game/m')).toBe('id_id');
    expect(localeOfPath('/vi_vn')).toBe('vi_vn');
    expect(localeOfPath('/en/play')).toBe('zh_tw');
    expect(localeOfPath('/')).toBe('zh_tw');
    expect(pageErrorTexts('zh_tw').reload).toBe('重新整理');
    expect(pageErrorTexts('id_id').reload).toBe('Muat ulang');
    expect(pageErrorTexts('xx').title).toBe('頁面載入失敗');
  });
});
