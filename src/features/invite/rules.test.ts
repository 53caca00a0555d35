import type { InviteInfoResult } from '@/protocol/invite';
import { codeFromSearch, inviteLink, isPlayPath, mustAskForReferral, REQUIRED_BIND_DAYS } from './rules';

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

describe('required referral binding', () => {
  it('asks a new, unbound player of a brand that requires it', () => {
    expect(mustAskForReferral({ required: true, info: info(), skipped: false, flagged: true, now: NOW })).toBe(true);
  });

  it.each([
    ['the brand does not require it', { required: false }],
    ['the invite info has not arrived', { info: null }],
    ['the player pressed 稍後再說', { skipped: true }],
    ['this device did not see the account being created', { flagged: false }],
    ['a code is bound', { info: info({ Inviter: { PlayerID: 9, Name: 'A' } }) }],
    [`the account is ${REQUIRED_BIND_DAYS} days old`, { info: info({ RegistTime: NOW - REQUIRED_BIND_DAYS * DAY }) }],
  ])('does not ask when %s', (_why, override) => {
    expect(mustAskForReferral({ required: true, info: info(), skipped: false, flagged: true, now: NOW, ...override })).toBe(false);
  });

  it('still asks a minute before the window closes', () => {
    expect(mustAskForReferral({ required: true, info: info({ RegistTime: NOW - REQUIRED_BIND_DAYS * DAY + 60_000 }), skipped: false, flagged: true, now: NOW })).toBe(true);
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
