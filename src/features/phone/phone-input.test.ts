import { codeInput, isCompleteCode, isMalformedPhone, isSendablePhone, normalisePhoneNumber, phoneInput } from './phone-input';

describe('phone field (account §5)', () => {
  it('keeps digits only', () => {
    expect(phoneInput('0912-345 678')).toBe('0912345678');
    expect(phoneInput('+886 912a345b678')).toBe('886912345678');
    expect(phoneInput('abc')).toBe('');
  });

  it('accepts at most 12 characters', () => {
    expect(phoneInput('0912345678901234')).toBe('091234567890');
  });

  it.each(['912345678', '0912345678'])('%s (9 digits starting 9, or 10 starting 09) can take a code', (number) => {
    expect(isSendablePhone(number)).toBe(true);
  });

  it.each(['', '9', '91234567', '091234567', '812345678', '0812345678', '9123456789', '09123456789', '0912345678x'])(
    '%s cannot take a code (send-code stays disabled)',
    (number) => {
      expect(isSendablePhone(number)).toBe(false);
    },
  );

  it('a leading 9 gets its 0 before sending; country code is fixed elsewhere', () => {
    expect(normalisePhoneNumber('912345678')).toBe('0912345678');
    expect(normalisePhoneNumber('0912345678')).toBe('0912345678');
    expect(normalisePhoneNumber('8123')).toBeNull();
  });

  it.each([
    ['', false],
    ['0', false],
    ['09', false],
    ['9123', false],
    ['0912345678', false],
    ['912345678', false],
    ['1', true],
    ['812345678', true],
    ['08', true],
    ['09123456789', true],
    ['9123456789', true],
  ])('%s malformed → %s (請輸入正確手機號碼格式)', (number, malformed) => {
    expect(isMalformedPhone(number)).toBe(malformed);
  });
});

describe('code field', () => {
  it('keeps at most 6 digits', () => {
    expect(codeInput('12a3 45678')).toBe('123456');
  });

  it('is complete with exactly 6 digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('')).toBe(false);
  });
});
