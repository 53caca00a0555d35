import { leavesPage } from './leave-guard';

describe('leavesPage', () => {
  const origin = 'http://site.test';
  it('is true for another page of the site, in any locale', () => {
    expect(leavesPage('/zh_tw/rank/coin', origin, '/play')).toBe(true);
    expect(leavesPage('http://site.test/id_id', origin, '/play')).toBe(true);
    expect(leavesPage('/zh_tw/play-game/m', origin, '/play')).toBe(true);
  });

  it('is false for the play page itself (the lobby, another window) and for other sites', () => {
    expect(leavesPage('/zh_tw/play', origin, '/play')).toBe(false);
    expect(leavesPage('/zh_tw/play?game=10002', origin, '/play')).toBe(false);
    expect(leavesPage('/zh_tw/play/now', origin, '/play')).toBe(false);
    expect(leavesPage('https://other.example/x', origin, '/play')).toBe(false);
  });
});
