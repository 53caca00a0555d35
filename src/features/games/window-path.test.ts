// @vitest-environment jsdom
import { gameWindowPage, isGameCode, SAVED_WINDOW_URL_KEY, saveWindowPath, savedWindowPath, withGame } from './window-path';

describe('window paths', () => {
  it('opens the phone window up to 1024 px and the desktop one above', () => {
    expect(withGame(gameWindowPage(390), '10001')).toBe('/play-game/m?game=10001');
    expect(withGame(gameWindowPage(1024), '10001')).toBe('/play-game/m?game=10001');
    expect(withGame(gameWindowPage(1025), '10001')).toBe('/play-game/pc?game=10001');
    expect(withGame('/play', 'fish01')).toBe('/play?game=fish01');
  });

  it('accepts catalogue codes only', () => {
    expect(isGameCode('10001')).toBe(true);
    expect(isGameCode('fish_01')).toBe(true);
    expect(isGameCode('')).toBe(false);
    expect(isGameCode('../x')).toBe(false);
    expect(isGameCode(null)).toBe(false);
  });

  it('remembers the last window for /play/now, never another URL', () => {
    localStorage.clear();
    expect(savedWindowPath(localStorage)).toBeNull();
    saveWindowPath(localStorage, '/play?game=10001');
    expect(savedWindowPath(localStorage)).toBe('/play?game=10001');
    saveWindowPath(localStorage, 'https://evil.example/');
    expect(savedWindowPath(localStorage)).toBe('/play?game=10001');
    localStorage.setItem(SAVED_WINDOW_URL_KEY, '//evil.example/play?game=1');
    expect(savedWindowPath(localStorage)).toBeNull();
  });
});
