import { bigWinMultipleText, BigWinSymbol } from '@/protocol';
import zh from '@locales/zh_tw/big-win.json';
import { gameNameOf } from './game-names';
import { bannerLabel, bannerLabelText } from './labels';

const tb = (key: string, options: Record<string, unknown> = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zh) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
};

describe('win banner labels (chat §4)', () => {
  it.each([
    [BigWinSymbol.Giant, '巨獎'],
    [BigWinSymbol.Big, '大獎'],
    [BigWinSymbol.Medium, '中獎'],
    [BigWinSymbol.Small, '小獎'],
  ])('SymbolNo %i is %s whatever the multiple', (SymbolNo, text) => {
    expect(bannerLabelText({ SymbolNo, Multiple: 999 }, tb)).toBe(text);
  });

  it.each([
    [0, 152, '152X'],
    [105, 12.5, '12.5X'],
    [100, 33.333, '33.33X'],
    [0, 0, '0X'],
  ])('SymbolNo %i with Multiple %d shows %s', (SymbolNo, Multiple, text) => {
    expect(bannerLabel({ SymbolNo, Multiple })).toEqual({ kind: 'multiple', multiple: text.slice(0, -1) });
    expect(bannerLabelText({ SymbolNo, Multiple }, tb)).toBe(text);
  });

  it('writes the multiplier with at most two decimals', () => {
    expect(bigWinMultipleText(200)).toBe('200');
    expect(bigWinMultipleText(52.359)).toBe('52.35');
  });
});

describe('gameNameOf (local storage gameList, chat §3)', () => {
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'gameList' ? value : null) });

  it('names a game from its gameList entry', () => {
    const list = JSON.stringify([
      { GameCode: '10001', GameNames: '財神到', Provider: 'be' },
      { GameCode: '10002', GameNames: '金龍祥瑞', Provider: 'bng' },
    ]);
    expect(gameNameOf('10002', storage(list))).toBe('金龍祥瑞');
  });

  it.each([
    ['no list', null],
    ['not JSON', '{oops'],
    ['not a list', '{"GameCode":"10001"}'],
    ['malformed entries', '[{"GameCode":10001,"GameNames":"財神到"},{"GameCode":"10001","GameNames":""}]'],
    ['another game only', '[{"GameCode":"10009","GameNames":"別的","Provider":"be"}]'],
  ])('falls back to the code with %s', (_, value) => {
    expect(gameNameOf('10001', storage(value))).toBe('10001');
  });

  it('falls back to the code when storage refuses to be read', () => {
    expect(gameNameOf('10001', { getItem: () => { throw new Error('denied'); } })).toBe('10001');
    expect(gameNameOf('10001', null)).toBe('10001');
  });
});
