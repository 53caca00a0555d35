import { asSentence } from './sentence';

describe('asSentence', () => {
  it('gives Chinese messages full-width punctuation and a closing 。', () => {
    expect(asSentence('驗證碼錯誤(剩餘驗證次數：2)', 'zh_tw')).toBe('驗證碼錯誤（剩餘驗證次數：2）。');
    expect(asSentence('驗證失敗! 請確認您的電話號碼輸入正確並包含有效的驗證碼!', 'zh_tw')).toBe('驗證失敗！請確認您的電話號碼輸入正確並包含有效的驗證碼！');
    expect(asSentence('驗證碼已發送，請於 42 秒後再重新索取', 'zh_tw')).toBe('驗證碼已發送，請於 42 秒後再重新索取。');
    expect(asSentence('您已達到每日驗證碼上限，請在 24 小時後重試。', 'zh_tw')).toBe('您已達到每日驗證碼上限，請在 24 小時後重試。');
    expect(asSentence('餘額 1,000, 請確認', 'zh_tw')).toBe('餘額 1,000，請確認。');
  });

  it('closes other languages with a full stop, once', () => {
    expect(asSentence('Kode verifikasi salah (sisa 2)', 'id_id')).toBe('Kode verifikasi salah (sisa 2).');
    expect(asSentence('Mã xác minh sai!', 'vi_vn')).toBe('Mã xác minh sai!');
    expect(asSentence('  ', 'zh_tw')).toBe('');
  });
});
