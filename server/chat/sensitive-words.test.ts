import { describe, expect, it } from 'vitest';
import wordLists from '../data/sensitive-words.json';
import { normaliseForMatch, SensitiveWordFilter, sensitiveWords } from './sensitive-words';

describe('sensitive words', () => {
  it('normalises width, case, spaces, punctuation and symbols away', () => {
    expect(normaliseForMatch('代 . 儲')).toBe('代儲');
    expect(normaliseForMatch('ＬＩＮＥ　ID')).toBe('lineid');
    expect(normaliseForMatch('外★掛～')).toBe('外掛');
    expect(normaliseForMatch('詐\u200B騙')).toBe('詐騙');
  });

  it('finds the phrases of the data file inside sentences and through inserted separators', () => {
    for (const text of [
      '我這邊可以幫你代儲，價格便宜',
      '代　儲',
      '代-儲',
      '買賣帳號請私訊',
      '有人 賣 幣 嗎？',
      '卖币',
      '這個是不是開外掛？',
      '小心詐騙!!!',
      'ＷＯＷ私下交易',
    ]) {
      expect(sensitiveWords.check(text), text).toBe('blocked');
    }
  });

  it('warns (Flag 1) on trading hints, lets ordinary talk through', () => {
    expect(sensitiveWords.check('高價收購金幣')).toBe('warned');
    expect(sensitiveWords.check('加 LINE 聊')).toBe('warned');
    for (const text of ['恭喜大獎！', '今晚一起打魚嗎？', '代表隊加油', '儲值活動好划算', 'GG 下一把']) {
      expect(sensitiveWords.check(text), text).toBeNull();
    }
  });

  it('every entry of the data file matches itself (no entry is lost by normalisation)', () => {
    for (const word of wordLists.blocked) expect(sensitiveWords.check(`前${word}後`), word).toBe('blocked');
    for (const word of wordLists.warned) expect(sensitiveWords.check(`前${word}後`), word).not.toBeNull();
  });

  it('takes other lists (tests, future admin tools)', () => {
    const filter = new SensitiveWordFilter({ blocked: ['Bad Word'], warned: [] });
    expect(filter.check('this is a BAD-word!')).toBe('blocked');
    expect(filter.firstBlocked('badword')).toBe('badword');
  });
});
