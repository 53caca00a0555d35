import type { InviteInfoResult } from '@/protocol/invite';
import { REFERRAL_GRACE_MS, ReferralRules } from '@/protocol/invite-rules';
import { codeFromSearch, inviteLink, isPlayPath, referralAsk } from './rules';

const DAY = 24 * 3_600_000;
const NOW = Date.UTC(2025, 0, 15, 4);
const info = (fields: Partial<InviteInfoResult> = {}): InviteInfoResult => ({
  FriendCode: 'ABCD2345',
  Inviter: null,
  RegistTime: NOW - DAY,
  Friends: [],
  Total: 0,
  Claimable: 0,
  ...fields,
});

describe('required referral binding (decisions 132, 330)', () => {
  const base = { required: true, guest: false, info: info(), skipped: false, flagged: true, now: NOW };
  const pastGrace = info({ RegistTime: NOW - REFERRAL_GRACE_MS });

  it('offers it (with 稍後再說) to a new, unbound player of a brand that requires it', () => {
    expect(referralAsk(base)).toBe('offer');
    expect(referralAsk({ ...base, info: info({ RegistTime: NOW - REFERRAL_GRACE_MS + 60_000 }) })).toBe('offer');
  });

  it('requires it past the grace days, on any device, even after 稍後再說: the lobby opens no game', () => {
    expect(ReferralRules.GraceDays).toBe(7);
    expect(referralAsk({ ...base, info: pastGrace })).toBe('require');
    expect(referralAsk({ ...base, info: pastGrace, flagged: false, skipped: true })).toBe('require');
  });

  it.each([
    ['the brand does not require it', { required: false }],
    ['a guest', { guest: true }],
    ['the invite info has not arrived', { info: null }],
    ['the player pressed 稍後再說', { skipped: true }],
    ['this device did not see the account being created', { flagged: false }],
    ['a code is bound', { info: info({ Inviter: { PlayerID: 9, Name: 'A' } }) }],
    ['a code is bound, past the grace', { info: { ...pastGrace, Inviter: { PlayerID: 9, Name: 'A' } } }],
    ['a guest, past the grace', { guest: true, info: pastGrace }],
  ])('asks nothing when %s', (_why, override) => {
    expect(referralAsk({ ...base, ...override })).toBe('none');
  });
});

describe('share link', () => {
  it('is the site in the player’s language with ?invite=CODE', () => {
    expect(inviteLink('https://crab.example', 'vi_vn', 'ABCD2345')).toBe('https://crab.example/vi_vn?invite=ABCD2345');
  });

  it('reads the code of a shared link, upper-cased; nonsense is ignored', () => {
    expect(codeFromSearch('?invite=abcd2345')).toBe('ABCD2345');
    expect(codeFromSearch('?x=1&invite=%20QWER7777%20')).toBe('QWER7777');
    expect(codeFromSearch('?invite=<script>')).toBe('');
    expect(codeFromSearch('')).toBe('');
  });
});

describe('play pages (where the required binding is asked)', () => {
  it.each([
    ['/play', true],
    ['/play-game/m', true],
    ['/play-game/pc', true],
    ['/play-game/live', true],
    ['/', false],
    ['/member/info', false],
    ['/player', false],
  ])('%s → %s', (path, expected) => {
    expect(isPlayPath(path)).toBe(expected);
  });
});
