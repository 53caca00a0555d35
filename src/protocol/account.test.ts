import { describe, expect, it } from 'vitest';
import { normalisePhoneNumber, PhoneRules } from './account';

describe('normalisePhoneNumber (account §5)', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['912345678', '0912345678'],
    ['091234567', null],
    ['91234567', null],
    ['09123456789', null],
    ['0812345678', null],
    ['812345678', null],
    ['0912 345678', null],
    ['+886912345678', null],
    ['0912345678901', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(normalisePhoneNumber(input)).toBe(expected);
  });

  it('limits match the spec (§9)', () => {
    expect(PhoneRules).toMatchObject({ CountryCode: 886, CodeLength: 6, TriesPerCode: 3, CodesPerDay: 5, AccountsPerPhone: 5, MaxInputLength: 12 });
  });
});
