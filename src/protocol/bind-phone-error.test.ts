import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import zhTw from '../../locales/zh_tw/errors.json';
import {
  BIND_PHONE_GENERIC_KEY,
  bindPhoneErrorMessage,
  bindPhoneErrorText,
  innerCode,
  parseBindPhoneError,
} from './bind-phone-error';
import { Code } from './codes';
import type { TranslateFn } from './errors';

function zhT(): TranslateFn {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'zh_tw',
    fallbackLng: false,
    lowerCaseLng: false,
    load: 'currentOnly',
    ns: ['errors'],
    defaultNS: 'errors',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { zh_tw: { errors: zhTw } },
  });
  const t = instance.getFixedT('zh_tw', 'errors');
  return (key, options) => t(key, options);
}
const t = zhT();
const msg = (error: unknown) => bindPhoneErrorMessage(t, error);
const bind = (m: unknown, RemainingTime?: unknown) => ({
  code: Code.InvalidInput,
  msg: m,
  res: RemainingTime === undefined ? {} : { RemainingTime },
});

// account §8, written out independently of errors.json
const SPEC: ReadonlyArray<[number, string]> = [
  [200029, '哎呀! 發生了一些錯誤，請稍後再重新嘗試[200029]'],
  [200030, '您的門號已達當日發送驗證碼上限，請於 24 小時後重試'],
  [200031, '此手機號碼已綁定其他玩家帳號'],
  [200035, '您已達到每日驗證碼上限，請在 24 小時後重試。'],
  [200056, '驗證失敗! 請確認您的電話號碼輸入正確並包含有效的驗證碼!'],
  [200062, '此驗證碼已達驗證上限，請重新索取驗證碼'],
  [200063, '此裝置已達到每日收取驗證碼上限，請在 24 小時後重試。'],
  [200082, '此門號已綁定5個ID'],
];
const GENERIC = '綁定錯誤';
const REWARD = '領取獎勵失敗，請稍後再試';

describe('bind-phone error texts', () => {
  it.each(SPEC)('colon form: %i', (code, text) => {
    expect(msg(bind(`bind failed:${code}`))).toBe(text);
  });
  it.each(SPEC)('bar form: %i', (code, text) => {
    expect(msg(bind(`x|y|${code}`))).toBe(text);
  });
  it.each(SPEC)('bare and direct forms: %i', (code, text) => {
    expect(msg(bind(String(code)))).toBe(text);
    expect(msg({ code, msg: 'whatever' })).toBe(text);
  });

  it('200032 shows RemainingTime, default 0', () => {
    expect(msg(bind('bind failed:200032', 2))).toBe('驗證碼錯誤(剩餘驗證次數：2)');
    expect(msg(bind('bind failed:200032', '1'))).toBe('驗證碼錯誤(剩餘驗證次數：1)');
    expect(msg(bind('bind failed:200032'))).toBe('驗證碼錯誤(剩餘驗證次數：0)');
    expect(msg({ code: 100001, msg: 'a:200032' })).toBe('驗證碼錯誤(剩餘驗證次數：0)');
    expect(msg(bind('a:200032', -3))).toBe('驗證碼錯誤(剩餘驗證次數：0)');
    expect(msg(bind('a:200032', 'lots'))).toBe('驗證碼錯誤(剩餘驗證次數：0)');
    expect(msg(bind('a:200032', 2.7))).toBe('驗證碼錯誤(剩餘驗證次數：2)');
  });

  it('inner 100001 is the reward-claim error', () => {
    expect(msg(bind('claim:100001'))).toBe(REWARD);
    expect(msg(bind('100001'))).toBe(REWARD);
  });

  it('any other inner code is 綁定錯誤', () => {
    expect(msg(bind('x:200024'))).toBe(GENERIC);
    expect(msg({ code: Code.GoldInsufficient, msg: '' })).toBe(GENERIC);
  });

  it('reads the HTTP envelope shape too', () => {
    expect(msg({ Code: 100001, Message: 'e:200032', Result: { RemainingTime: 1 } })).toBe(
      '驗證碼錯誤(剩餘驗證次數：1)',
    );
  });

  it('reads a message string alone', () => {
    expect(msg('bind failed:200031')).toBe('此手機號碼已綁定其他玩家帳號');
  });
});

describe('message formats', () => {
  it.each([
    ['bind failed:200032', 200032],
    ['100001: 200030 ', 200030],
    ['verify:step2:200062', 200062],
    ['x|y|200030', 200030],
    [' 200082 ', 200082],
    ['a|b:200031', 200031], // a colon wins over bars
  ])('%j → %i', (m, code) => {
    expect(innerCode(m)).toBe(code);
  });

  it.each([
    ['bind failed'],
    ['a:b'],
    ['x|oops'],
    ['200030|x'],
    [''],
    [':'],
    ['|'],
    ['12.5'],
    ['-200030'],
    ['99999999999999999999'],
  ])('%j has no inner code', (m) => {
    expect(innerCode(m)).toBeNull();
  });
});

describe('malformed input never throws', () => {
  const hostile = new Proxy(
    {},
    {
      get() {
        throw new Error('boom');
      },
    },
  );
  it.each([
    [null],
    [undefined],
    [42],
    [[]],
    [{}],
    [{ code: 'abc' }],
    [{ code: 100001 }],
    [{ code: 100001, msg: 5 }],
    [{ code: 100001, msg: 'x:200032', res: null }],
    [{ code: 100001, msg: 'x:200032', res: 'nope' }],
    [{ code: Code.Ok, msg: 'ok' }],
    [{ code: Code.HttpOk, msg: '' }],
    [{ code: Number.NaN, msg: 'nan' }],
  ])('%j', (input) => {
    expect(() => parseBindPhoneError(input)).not.toThrow();
    const text = msg(input);
    expect(typeof text).toBe('string');
    expect(text.length).toBeGreaterThan(0);
  });

  it('an object whose getters throw', () => {
    expect(() => parseBindPhoneError(hostile)).not.toThrow();
    expect(parseBindPhoneError(hostile)).toEqual({ code: null, remainingTime: 0 });
  });

  it('unparseable inputs show 綁定錯誤', () => {
    expect(msg(null)).toBe(GENERIC);
    expect(msg({ code: 100001 })).toBe(GENERIC);
    expect(msg(hostile)).toBe(GENERIC);
    expect(bindPhoneErrorText({ code: 'abc', msg: 'abc' }).key).toBe(BIND_PHONE_GENERIC_KEY);
  });

  it('string codes are read as numbers', () => {
    expect(parseBindPhoneError({ code: '100001', msg: 'e:200030' })).toEqual({
      code: 200030,
      remainingTime: 0,
    });
    expect(parseBindPhoneError({ code: '200082' }).code).toBe(200082);
  });

  it('abuse limits (issue 8): 200301 shows the RetryAfter seconds (60 when absent); 200302 and 200303 their texts', () => {
    const wait = { Code: Code.InvalidInput, Message: `bind failed:${Code.CodeResendWait}`, Result: { RetryAfter: 17 } };
    expect(bindPhoneErrorText(wait)).toEqual({ key: '200301', params: { remainingTime: 0, seconds: 17 }, code: Code.CodeResendWait });
    expect(msg(wait)).toBe('驗證碼已發送，請於 17 秒後再重新索取');
    expect(msg(bind(`x:${Code.CodeResendWait}`))).toBe('驗證碼已發送，請於 60 秒後再重新索取');
    expect(msg(bind(`x:${Code.AddressCodeLimit}`))).toBe('此網路已達每小時索取驗證碼上限，請稍後再試');
    expect(msg(bind(`x:${Code.GlobalCodeLimit}`))).toBe('目前索取驗證碼的人數過多，請稍後再試');
  });

  it('falls back to English when t has no text at all', () => {
    const echo: TranslateFn = (key) => key;
    expect(bindPhoneErrorMessage(echo, bind('x:200030'))).toBe(
      'Oops! An error occurred, please try again later [200030]',
    );
  });
});
