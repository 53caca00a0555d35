// @vitest-environment jsdom
import type { PhoneAccount } from '@/protocol';
import { STORED_ACCOUNTS_COOKIE, clearStoredAccounts, readStoredAccounts, sortByRegistTime, storeAccounts } from './stored-accounts';

const account = (id: number, registTime: string, name = `玩家${id}`, level = 1): PhoneAccount => ({
  Player: { PlayerID: id, Name: name, RegistTime: registTime },
  Level: level,
});

describe('stored phone accounts (cookie, 1 day)', () => {
  afterEach(() => clearStoredAccounts());

  it('sorts by registration time, oldest first; unreadable times last', () => {
    const sorted = sortByRegistTime([
      account(3, '2025-03-01T00:00:00+08:00'),
      account(9, 'not a date'),
      account(1, '2025-01-01T00:00:00+08:00'),
      account(2, '2025-02-01T00:00:00+08:00'),
    ]);
    expect(sorted.map((a) => a.Player.PlayerID)).toEqual([1, 2, 3, 9]);
  });

  it('keeps the ticket and the sorted accounts for a day, readable back', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    storeAccounts({ ticket: 't-1', accounts: [account(2, '2025-02-01T00:00:00Z'), account(1, '2025-01-01T00:00:00Z')] });
    expect(set.mock.calls[0]![0]).toMatch(new RegExp(`^${STORED_ACCOUNTS_COOKIE}=.*; max-age=86400; path=/; samesite=lax$`));
    set.mockRestore();
    const read = readStoredAccounts();
    expect(read?.ticket).toBe('t-1');
    expect(read?.accounts.map((a) => a.Player.PlayerID)).toEqual([1, 2]);
  });

  it('登出 clears them; a broken cookie reads as none', () => {
    storeAccounts({ ticket: 't', accounts: [account(1, '2025-01-01T00:00:00Z')] });
    clearStoredAccounts();
    expect(readStoredAccounts()).toBeNull();
    document.cookie = `${STORED_ACCOUNTS_COOKIE}=%7Bnot-json; path=/`;
    expect(readStoredAccounts()).toBeNull();
  });
});
