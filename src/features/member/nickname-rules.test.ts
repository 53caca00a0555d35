/**
 * The nickname rule (account §5) shared by the page and the server, the edit form's payload
 * and checks, and the texts of the profile codes (account §8) in every locale.
 */
import i18next from 'i18next';
import { Code, INTRODUCTION_MAX, NICKNAME_MAX, nicknameKey, nicknameProblem, type PlayerProfile } from '@/protocol';
import { errorMessage, type TranslateFn } from '@/protocol/errors';
import zhTw from '@locales/zh_tw/errors.json';
import idId from '@locales/id_id/errors.json';
import viVn from '@locales/vi_vn/errors.json';
import { changes, draftOf, draftProblem, refusalText } from './edit-form';
import { pictureProblem } from './profile-requests';

describe('nickname rule: up to 10 Han characters, ASCII letters or digits', () => {
  it.each(['小明', 'Amy', 'a1', '一二三四五六七八九十', 'abcdefghij', '0123456789', '王5B', '𠀀'])('accepts %s', (name) => {
    expect(nicknameProblem(name)).toBeNull();
  });
  it.each([
    ['eleven characters', 'abcdefghijk'],
    ['eleven Han characters', '一二三四五六七八九十一'],
    ['a space', 'a b'],
    ['a leading space (the server does not trim)', ' ab'],
    ['punctuation', '小明！'],
    ['an ASCII symbol', 'a_b'],
    ['full-width letters', 'ＡＢ'],
    ['full-width digits', '１２'],
    ['kana', 'あい'],
    ['hangul', '가나'],
    ['emoji', 'a😀'],
    ['a zero-width joiner', 'a\u200db'],
  ])('refuses %s', (_what, name) => {
    expect(nicknameProblem(name)).toBe('invalid');
  });
  it('an empty name is its own problem', () => {
    expect(nicknameProblem('')).toBe('empty');
  });
  it('the limit is 10 characters, counted by code point', () => {
    expect(NICKNAME_MAX).toBe(10);
    expect(nicknameProblem('𠀀'.repeat(10))).toBeNull();
    expect(nicknameProblem('𠀀'.repeat(11))).toBe('invalid');
  });
  it('names collide case-insensitively', () => {
    expect(nicknameKey('Amy')).toBe(nicknameKey('aMY'));
    expect(nicknameKey('小明')).toBe('小明');
  });
});

const base: PlayerProfile = {
  PlayerID: 7, Name: '小明', VIPLevel: 1, Level: 1, PicURL: '/api/v1/headshot/file/7-x.png', PictureSetting: 2, Information: '', Bag: { Items: {} },
  Club: null, RegistTime: '', LastLoginTime: '', TPIDs: {}, RegistSituation: 0,
};

describe('edit form', () => {
  it('trims the name, sends only what changed, nothing when nothing did', () => {
    expect(changes(base, { ...draftOf(base), name: ' 小明 ' })).toBeNull();
    expect(changes(base, { ...draftOf(base), name: ' 大明 ' })).toEqual({ Name: '大明', Decode: false });
    expect(changes(base, { ...draftOf(base), introduction: 'hi' })).toEqual({ Introduction: 'hi', Decode: false });
    expect(changes(base, { ...draftOf(base), pictureSetting: 1 })).toEqual({ PicSetting: 1, PicURL: base.PicURL, Decode: false });
  });
  it('checks the name and the introduction length before sending', () => {
    expect(draftProblem({ ...draftOf(base), name: '  ' })).toEqual({ field: 'name', key: 'edit.nameEmpty' });
    expect(draftProblem({ ...draftOf(base), name: '小明!' })).toEqual({ field: 'name', code: Code.NicknameInvalid });
    expect(draftProblem({ ...draftOf(base), introduction: 'x'.repeat(INTRODUCTION_MAX) })).toBeNull();
    expect(draftProblem({ ...draftOf(base), introduction: 'x'.repeat(INTRODUCTION_MAX + 1) })).toEqual({ field: 'introduction', key: 'edit.introTooLong' });
  });
  it('refuses a picture over 1 MB or of another type before uploading', () => {
    expect(pictureProblem({ size: 1024 * 1024, type: 'image/png' })).toBeNull();
    expect(pictureProblem({ size: 1024 * 1024 + 1, type: 'image/jpeg' })).toBe('tooLarge');
    expect(pictureProblem({ size: 10, type: 'image/svg+xml' })).toBe('type');
    expect(pictureProblem({ size: 10, type: 'image/gif' })).toBe('type');
  });
});

function errorsT(lng: string, resources: object): TranslateFn {
  const i = i18next.createInstance();
  void i.init({ lng, fallbackLng: false, ns: ['errors'], defaultNS: 'errors', initAsync: false, resources: { [lng]: { errors: resources } }, interpolation: { escapeValue: false } });
  const t = i.getFixedT(lng, 'errors');
  return (key, options) => t(key, options);
}

describe('profile code texts', () => {
  const zh = errorsT('zh_tw', zhTw);
  const text = (t: TranslateFn, code: number) => refusalText(code, 'server text', { failed: 'FAILED', errorText: (c, m) => errorMessage(t, { code: c, message: m }) });
  it('zh_tw uses the spec wording', () => {
    expect(text(zh, Code.NicknameInvalid)).toBe('暱稱須在10個半形中文、英文或數字字元以內');
    expect(text(zh, Code.NicknameTaken)).toBe('此暱稱已被使用');
    expect(text(zh, Code.SensitiveWords)).toBe('內容包含敏感字詞，請調整後重新發送');
    expect(text(zh, Code.RenameLimit)).toBe('已達修改暱稱次數上限');
  });
  it('a bad input or no answer shows the form failure, not the invitation text of 100001', () => {
    expect(text(zh, Code.InvalidInput)).toBe('FAILED');
    expect(text(zh, Code.Silent)).toBe('FAILED');
    expect(text(zh, -1)).toBe('FAILED');
  });
  it.each([
    ['id_id', idId],
    ['vi_vn', viVn],
  ])('%s has its own text for each profile code', (lng, resources) => {
    const t = errorsT(lng, resources);
    for (const code of [Code.NicknameInvalid, Code.NicknameTaken, Code.SensitiveWords, Code.RenameLimit]) {
      const value = text(t, code);
      expect(value).not.toBe(text(zh, code));
      expect(value).not.toBe('FAILED');
      expect(value).not.toBe('server text');
    }
  });
});
