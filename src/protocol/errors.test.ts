import { describe, expect, it } from 'vitest';
import { Code } from './codes';
import {
  CONTEXT_OVERRIDES,
  ERROR_CATALOGUE,
  SESSION_KEYS,
  SILENT_CODES,
  errorMessage,
  fallbackText,
  isSilentError,
  resolveError,
  type ErrorContext,
  type TranslateFn,
} from './errors';
import i18next from 'i18next';
import zhTw from '../../locales/zh_tw/errors.json';
import idId from '../../locales/id_id/errors.json';
import viVn from '../../locales/vi_vn/errors.json';

const ERROR_RESOURCES = { zh_tw: zhTw, id_id: idId, vi_vn: viVn } as const;

/** A real i18next `t` over the real errors.json, so tests see the app's interpolation. */
function errorsT(lng: keyof typeof ERROR_RESOURCES = 'zh_tw'): TranslateFn {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: false,
    load: 'currentOnly',
    lowerCaseLng: false,
    ns: ['errors'],
    defaultNS: 'errors',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { [lng]: { errors: ERROR_RESOURCES[lng] } },
  });
  const t = instance.getFixedT(lng, 'errors');
  return (key, options) => t(key, options);
}

const t = errorsT('zh_tw');

/** Reads a dotted key from a locale file, independently of i18next. */
function lookup(lng: keyof typeof ERROR_RESOURCES, key: string): string | undefined {
  let node: unknown = ERROR_RESOURCES[lng];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

// The spec's Chinese wording, copied here independently of errors.json (account §8, chat §8).
const SPEC_TEXT: ReadonlyArray<[number, string]> = [
  [Code.SessionExpired, '連線已過期，請重新登入'],
  [Code.AccountSuspended, '帳號已被停用，如有任何疑問，請聯繫客服'],
  [Code.GoldInsufficient, '日金不足'],
  [Code.PlayerNotFound, '指定玩家不存在'],
  [Code.NotEligible, '不符合參加要求'],
  [Code.BindGeneric, '哎呀! 發生了一些錯誤，請稍後再重新嘗試[200029]'],
  [Code.PhoneDailyLimit, '您的門號已達當日發送驗證碼上限，請於 24 小時後重試'],
  [Code.PhoneBoundElsewhere, '此手機號碼已綁定其他玩家帳號'],
  [Code.WrongCode, '驗證碼錯誤(剩餘驗證次數：0)'],
  [Code.PlayerDailyCodeLimit, '您已達到每日驗證碼上限，請在 24 小時後重試。'],
  [Code.VerifyFailed, '驗證失敗! 請確認您的電話號碼輸入正確並包含有效的驗證碼!'],
  [Code.CodeTriesExhausted, '此驗證碼已達驗證上限，請重新索取驗證碼'],
  [Code.DeviceDailyLimit, '此裝置已達到每日收取驗證碼上限，請在 24 小時後重試。'],
  [Code.PhoneAccountsFull, '此門號已綁定5個ID'],
  [Code.CannotReachPlayer, '無法聯繫此玩家'],
  [Code.RedeemInvalid, '無效的兌換碼'],
  [Code.RedeemNotEligible, '不符合兌換資格'],
  [Code.InvoiceMobileBarcodeNotFound, '手機條碼不存在'],
  [Code.InvoiceDonationCodeNotFound, '捐贈碼不存在'],
  [Code.InvoiceTaxApiFailed, '呼叫財政部API失敗'],
  [Code.InvoiceCitizenCertNotFound, '自然人憑證條碼不存在'],
  [Code.InvoiceEmailNotBound, '尚未綁定 email 資訊'],
  [Code.EmailBoundElsewhere, '此 email 已綁定其他玩家帳號'],
  [Code.EmailRequestLimit, 'email 驗證次數過多，請稍後再試'],
  [Code.RedEnvelopeNoPermission, '沒有發紅包權限'],
  [Code.RedEnvelopeExpired, '紅包已過期'],
];

// Every code the two §8 lists name (plus the duplicate sign-in code), written out again here
// so a code dropped from the catalogue fails.
const SPEC_CODES = [
  Code.InvalidInput,
  Code.SessionExpired,
  Code.Reconnect,
  Code.NotFound,
  Code.GoldInsufficient,
  Code.PlayerNotFound,
  Code.AccountSuspended,
  Code.SignOut,
  Code.DuplicateSignIn,
  Code.ClubReapplyCountdown,
  Code.ServerSignOut,
  Code.NotEligible,
  Code.BindGeneric,
  Code.PhoneDailyLimit,
  Code.PhoneBoundElsewhere,
  Code.WrongCode,
  Code.PlayerDailyCodeLimit,
  Code.RedeemInvalid,
  Code.RedeemNotEligible,
  Code.VerifyFailed,
  Code.CodeTriesExhausted,
  Code.DeviceDailyLimit,
  Code.VipTooLow,
  Code.SensitiveWords,
  Code.Muted,
  Code.ChatRateLimited,
  Code.CannotReachPlayer,
  Code.GiftAmountTooLow,
  Code.GiftAccountCannotGift,
  Code.GiftRecipientNotEligible,
  Code.GiftFeeChanged,
  Code.GiftAmountInsufficient,
  Code.GiftDailyCountLimit,
  Code.GiftDailyLimitAlt,
  Code.PhoneAccountsFull,
  Code.GiftDailyClaimLimit,
  Code.NicknameInvalid,
  Code.NicknameTaken,
  Code.InvoiceMobileBarcodeNotFound,
  Code.InvoiceDonationCodeNotFound,
  Code.InvoiceTaxApiFailed,
  Code.InvoiceCitizenCertNotFound,
  Code.InvoiceEmailNotBound,
  Code.RenameLimit,
  Code.GiftRecipientNoAccount,
  Code.GiftWrongEntries,
  Code.GiftGemInsufficient,
  Code.GiftDailyLimit,
  Code.GiftUndescribed200216,
  Code.GiftUndescribed200217,
  Code.GiftPasswordWrong,
  Code.LiveRoomClosed,
  Code.RedEnvelopeNoPermission,
  Code.RedEnvelopeExpired,
  Code.RedEnvelopeAlreadyReceived,
  Code.RedEnvelopeNotPrivate,
  Code.RedEnvelopeAllClaimed,
];
const CLUB_RANGE = Array.from({ length: 18 }, (_, i) => Code.ClubInvalidId + i);

describe('error catalogue', () => {
  it('covers every code of account §8 and chat §8, including the club range 200098–200115', () => {
    for (const code of [...SPEC_CODES, ...CLUB_RANGE]) {
      expect(ERROR_CATALOGUE.get(code)?.key, `code ${code}`).toBe(String(code));
    }
    expect(CLUB_RANGE.at(-1)).toBe(Code.ClubUndescribed200115);
  });

  it('keeps code names unique (no two names share a number)', () => {
    const numbers = Object.values(Code);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each([...ERROR_CATALOGUE].filter(([, info]) => info.key !== null))(
    'code %i shows its zh_tw text',
    (code, info) => {
      const raw = lookup('zh_tw', info.key!);
      expect(raw, `errors.json has ${info.key}`).toBeTruthy();
      const expected = raw!.replace(/\{\{(\w+)\}\}/g, (_, v: string) =>
        String(info.defaults?.[v] ?? `<${v}>`),
      );
      expect(errorMessage(t, { code })).toBe(expected);
      expect(errorMessage(t, { code })).not.toMatch(/\{\{|\}\}/);
    },
  );

  it.each(SPEC_TEXT)('code %i uses the spec wording character for character', (code, text) => {
    expect(errorMessage(t, { code })).toBe(text);
  });

  it('has a text in every locale for every key, context and session entry', () => {
    const keys = [
      ...[...ERROR_CATALOGUE.values()].map((i) => i.key),
      ...Object.values(CONTEXT_OVERRIDES).flatMap((m) => [...m.values()].map((i) => i.key)),
      ...Object.values(SESSION_KEYS),
      'fallback',
    ].filter((k): k is string => k !== null);
    for (const lng of ['zh_tw', 'id_id', 'vi_vn'] as const) {
      for (const key of keys) expect(lookup(lng, key), `${lng}:${key}`).toBeTruthy();
    }
  });
});

describe('silent codes', () => {
  it('are exactly 0, 100000 and 200017', () => {
    expect([...SILENT_CODES].sort()).toEqual([0, 100000, 200017].sort());
  });
  it.each([...SILENT_CODES])('%i returns null even with a server message', (code) => {
    expect(errorMessage(t, { code, message: 'server says hi' })).toBeNull();
    expect(isSilentError(code)).toBe(true);
  });
  it('treats the socket success code 200 as silent', () => {
    expect(errorMessage(t, { code: Code.Ok, message: 'ok' })).toBeNull();
  });
});

describe('fallback order', () => {
  it('uses the server Message for an unmapped code', () => {
    expect(errorMessage(t, { code: 123456, message: '  伺服器訊息  ' })).toBe('伺服器訊息');
  });
  it('uses the spec fallback with the code when there is no Message', () => {
    expect(errorMessage(t, { code: 123456 })).toBe(
      'Oops! An error occurred, please try again later [123456]',
    );
    expect(errorMessage(t, { code: 123456, message: '   ' })).toBe(
      'Oops! An error occurred, please try again later [123456]',
    );
  });
  it('translates the fallback for id_id and vi_vn', () => {
    expect(errorMessage(errorsT('id_id'), { code: 42 })).toBe(
      'Ups! Terjadi kesalahan, silakan coba lagi nanti [42]',
    );
    expect(errorMessage(errorsT('vi_vn'), { code: 42 })).toBe(
      'Rất tiếc! Đã xảy ra lỗi, vui lòng thử lại sau [42]',
    );
  });
  it('prefers the mapped text over the server Message', () => {
    expect(errorMessage(t, { code: Code.GoldInsufficient, message: 'no gold' })).toBe('日金不足');
  });
  it('appends the server Message when asked (honor list, big-win promotion)', () => {
    expect(
      errorMessage(t, { code: Code.GoldInsufficient, message: 'x', appendServerMessage: true }),
    ).toBe('日金不足 x');
  });
  it('falls back to the server Message, then English, when t has no text', () => {
    const echo: TranslateFn = (key) => key;
    expect(errorMessage(echo, { code: Code.GoldInsufficient, message: 'srv' })).toBe('srv');
    expect(errorMessage(echo, { code: Code.GoldInsufficient })).toBe(fallbackText(100011));
    const throwing: TranslateFn = () => {
      throw new Error('boom');
    };
    expect(errorMessage(throwing, { code: 7 })).toBe(fallbackText(7));
  });
  it('never prints NaN for a non-finite code', () => {
    expect(errorMessage(t, { code: Number.NaN })).toBe(fallbackText('?'));
  });
});

describe('context variants', () => {
  const cases: ReadonlyArray<[ErrorContext, number, string]> = [
    ['gift', Code.Silent, '不能給自己送禮'],
    ['redEnvelope', Code.PlayerNotFound, '查無紅包'],
    ['signIn', Code.NotFound, '此用戶不存在'],
    ['phone', Code.InvalidInput, '手機格式錯誤'],
    ['bindPhone', Code.InvalidInput, '領取獎勵失敗，請稍後再試'],
    ['chat', Code.NotEligible, 'VIP等級需達到「金」才能發言'],
  ];
  it.each(cases)('%s context changes %i to %s', (context, code, text) => {
    expect(errorMessage(t, { code, context })).toBe(text);
  });
  it('keeps the default meaning without a context', () => {
    expect(errorMessage(t, { code: Code.PlayerNotFound })).toBe('指定玩家不存在');
    expect(errorMessage(t, { code: Code.NotFound })).toBe('查無此邀請碼');
    expect(errorMessage(t, { code: Code.InvalidInput })).toBe('不能綁定自己的邀請碼');
    expect(errorMessage(t, { code: Code.Silent })).toBeNull();
  });
  it('leaves other codes alone in a context', () => {
    expect(errorMessage(t, { code: Code.GiftAmountTooLow, context: 'gift' })).toBe(
      '贈禮金額至少需為20,000',
    );
    expect(errorMessage(t, { code: Code.Silent200017, context: 'gift' })).toBeNull();
    expect(resolveError(Code.Silent, 'redEnvelope')).toEqual({ kind: 'silent' });
  });
});

describe('interpolation', () => {
  it('200032 shows RemainingTime, default 0', () => {
    expect(errorMessage(t, { code: Code.WrongCode, params: { remainingTime: 2 } })).toBe(
      '驗證碼錯誤(剩餘驗證次數：2)',
    );
    expect(errorMessage(t, { code: Code.WrongCode })).toBe('驗證碼錯誤(剩餘驗證次數：0)');
  });
  it('200122 shows N', () => {
    expect(errorMessage(t, { code: Code.GiftWrongEntries, params: { n: 2 } })).toBe(
      '密碼錯誤2次，每日上限3次',
    );
    expect(errorMessage(errorsT('vi_vn'), { code: Code.GiftWrongEntries, params: { n: 3 } })).toBe(
      'Nhập sai mật khẩu 3 lần, giới hạn mỗi ngày 3 lần',
    );
  });
  it('session texts are in the session object', () => {
    expect(t(SESSION_KEYS.connectionExpired, {})).toBe('連線已過期，請重新登入');
    expect(t(SESSION_KEYS.loginExpired, {})).toBe('登入已過期，請重新登入');
    expect(t(SESSION_KEYS.registerSuccess, {})).toBe('恭喜您註冊成功');
  });
});

describe('abuse-limit codes (issue 8; not in the spec)', () => {
  const ABUSE_TEXT: ReadonlyArray<[number, string, string, string]> = [
    [
      Code.CodeResendWait,
      '驗證碼已發送，請於 42 秒後再重新索取',
      'Kode verifikasi sudah dikirim, silakan minta lagi setelah 42 detik',
      'Mã xác minh đã được gửi, vui lòng yêu cầu lại sau 42 giây',
    ],
    [
      Code.AddressCodeLimit,
      '此網路已達每小時索取驗證碼上限，請稍後再試',
      'Jaringan ini telah mencapai batas permintaan kode verifikasi per jam, silakan coba lagi nanti',
      'Mạng này đã đạt giới hạn yêu cầu mã xác minh mỗi giờ, vui lòng thử lại sau',
    ],
    [
      Code.GlobalCodeLimit,
      '目前索取驗證碼的人數過多，請稍後再試',
      'Terlalu banyak permintaan kode verifikasi saat ini, silakan coba lagi nanti',
      'Hiện có quá nhiều yêu cầu mã xác minh, vui lòng thử lại sau',
    ],
    [
      Code.AddressGuestLimit,
      '此網路已達每小時建立訪客帳號上限，請稍後再試',
      'Jaringan ini telah mencapai batas pembuatan akun tamu per jam, silakan coba lagi nanti',
      'Mạng này đã đạt giới hạn tạo tài khoản khách mỗi giờ, vui lòng thử lại sau',
    ],
    [
      Code.GlobalGuestLimit,
      '目前建立訪客帳號的人數過多，請稍後再試',
      'Terlalu banyak akun tamu yang dibuat saat ini, silakan coba lagi nanti',
      'Hiện có quá nhiều tài khoản khách đang được tạo, vui lòng thử lại sau',
    ],
  ];

  it.each(ABUSE_TEXT)('code %i shows its text in zh_tw, id_id and vi_vn', (code, zh, id, vi) => {
    const params = { seconds: 42 };
    expect(errorMessage(t, { code, params })).toBe(zh);
    expect(errorMessage(errorsT('id_id'), { code, params })).toBe(id);
    expect(errorMessage(errorsT('vi_vn'), { code, params })).toBe(vi);
  });

  it('the resend wait without seconds says the full 60', () => {
    expect(errorMessage(t, { code: Code.CodeResendWait })).toBe('驗證碼已發送，請於 60 秒後再重新索取');
  });
});
