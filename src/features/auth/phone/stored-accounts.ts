import type { PhoneAccount } from '@/protocol';

/**
 * The accounts of a phone number kept for a day after a phone sign-in that found several
 * (account §4, §9: a cookie for 1 day), so the player can pick again without a new SMS while
 * the phone ticket lives (24 h). The choose-account modal's 登出 clears it.
 */
export const STORED_ACCOUNTS_COOKIE = 'phoneAccounts';
const ONE_DAY_S = 24 * 60 * 60;

export interface StoredPhoneAccounts {
  /** The phone ticket of `/api/v1/captcha/valid` (not a session token). */
  ticket: string;
  accounts: PhoneAccount[];
}

/** Oldest registration first (account §4). Unparseable times go last, keeping their order. */
export function sortByRegistTime(accounts: readonly PhoneAccount[]): PhoneAccount[] {
  const time = (a: PhoneAccount) => {
    const t = Date.parse(a.Player.RegistTime);
    return Number.isFinite(t) ? t : Number.POSITIVE_INFINITY;
  };
  return accounts
    .map((account, index) => ({ account, index }))
    .sort((a, b) => time(a.account) - time(b.account) || a.index - b.index)
    .map(({ account }) => account);
}

function isAccount(value: unknown): value is PhoneAccount {
  const a = value as PhoneAccount | null;
  return (
    typeof a === 'object' &&
    a !== null &&
    typeof a.Level === 'number' &&
    typeof a.Player?.PlayerID === 'number' &&
    typeof a.Player.Name === 'string' &&
    typeof a.Player.RegistTime === 'string'
  );
}

/** Keeps the accounts for a day (sorted by registration time). */
export function storeAccounts(value: StoredPhoneAccounts): void {
  const data = encodeURIComponent(JSON.stringify({ ticket: value.ticket, accounts: sortByRegistTime(value.accounts) }));
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${STORED_ACCOUNTS_COOKIE}=${data}; max-age=${ONE_DAY_S}; path=/; samesite=lax${secure}`;
}

/** The kept accounts, or null when none (or the cookie is unreadable). */
export function readStoredAccounts(): StoredPhoneAccounts | null {
  const prefix = `${STORED_ACCOUNTS_COOKIE}=`;
  const raw = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(raw.slice(prefix.length))) as Partial<StoredPhoneAccounts>;
    if (typeof parsed.ticket !== 'string' || !Array.isArray(parsed.accounts)) return null;
    const accounts = parsed.accounts.filter(isAccount);
    return accounts.length > 0 ? { ticket: parsed.ticket, accounts } : null;
  } catch {
    return null;
  }
}

/** Forgets the kept accounts (the choose-account modal's 登出). */
export function clearStoredAccounts(): void {
  document.cookie = `${STORED_ACCOUNTS_COOKIE}=; max-age=0; path=/; samesite=lax`;
}
