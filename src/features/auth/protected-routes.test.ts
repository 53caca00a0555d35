import { isProtectedPath } from './protected-routes';

describe('isProtectedPath', () => {
  it.each([
    '/member/info',
    '/member/passbook',
    '/member/present',
    '/purchase',
    '/purchase/point',
    '/play',
    '/play/now',
    '/play-game/m',
    '/play-game/pc',
    '/play-game/live',
    '/play-game/m?chatroom=public',
  ])('%s needs login', (path) => {
    expect(isProtectedPath(path)).toBe(true);
  });

  it.each(['/', '/announcement', '/play-game/now', '/member', '/playground', '/rank/coin', '/support/info'])(
    '%s is open',
    (path) => {
      expect(isProtectedPath(path)).toBe(false);
    },
  );
});
