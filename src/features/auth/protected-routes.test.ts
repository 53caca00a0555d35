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
    '/test-play-game',
    '/test-play-game?game=10001',
  ])('%s needs login', (path) => {
    expect(isProtectedPath(path)).toBe(true);
  });

  it.each(['/', '/announcement', '/play-game', '/play-game/now?gameCode=10001&playerId=7', '/member', '/playground', '/rank/coin', '/support/info'])(
    '%s is open',
    (path) => {
      expect(isProtectedPath(path)).toBe(false);
    },
  );
});
