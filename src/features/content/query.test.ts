import { queryValue, vaultCodeFrom } from './query';

describe('vaultCodeFrom (/other/bankcode)', () => {
  it('reads the code and the game it came from', () => {
    expect(vaultCodeFrom({ code: ' AB12-CD34 ', game: '財神到' })).toEqual({ state: 'ok', code: 'AB12-CD34', game: '財神到' });
    expect(vaultCodeFrom({ code: 'ZX98' })).toEqual({ state: 'ok', code: 'ZX98', game: null });
  });

  it('tells no code from a malformed one', () => {
    expect(vaultCodeFrom({})).toEqual({ state: 'none' });
    expect(vaultCodeFrom({ code: '   ' })).toEqual({ state: 'none' });
    expect(vaultCodeFrom({ code: '<b>1234</b>' })).toEqual({ state: 'invalid' });
    expect(vaultCodeFrom({ code: 'A1' })).toEqual({ state: 'invalid' });
    expect(vaultCodeFrom({ code: 'A'.repeat(33) })).toEqual({ state: 'invalid' });
  });

  it('cuts values by characters, not code units', () => {
    expect(queryValue({ game: '🎰'.repeat(50) }, 'game', 40)).toBe('🎰'.repeat(40));
    expect(queryValue({ a: ['x', 'y'] }, 'a')).toBe('x');
  });
});
