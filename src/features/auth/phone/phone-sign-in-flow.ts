import { deviceId, normalisePhoneNumber, isCompleteCode, secondsLeft } from '@/features/phone';
import type { LobbyCall } from '@/http/use-lobby-call';
import { accountApi, codeResendWaitResultSchema, parsePayload, wrongCodeResultSchema } from '@/protocol';
import { PhoneRules } from '@/protocol/account-rules';
import { Code } from '@/protocol/codes';
import { showPhoneFailure } from './phone-modal-state';
import { initialPhoneSignIn, usePhoneSignInStore, type PhoneFailure, type PhoneSignInView } from './phone-sign-in-store';
import { clearStoredAccounts, sortByRegistTime, storeAccounts } from './stored-accounts';

/** What the phone sign-in needs from the page: the lobby, the site, and next-auth. */
export interface PhoneFlowDeps {
  /** The lobby's sign-in helpers are called directly (no session yet). */
  call: LobbyCall;
  siteId: string;
  lang: string;
  /** Signs in through next-auth's phone provider; resolves null, or the lobby's code on failure. */
  signInWithTicket(ticket: string, playerId?: number): Promise<number | null>;
  /** After a sign-in: close everything and move on. */
  onSignedIn(callbackUrl: string | null): void;
  now?: () => number;
}

const store = usePhoneSignInStore;

/** Closes whichever phone modal is open (the typed number and countdown stay). */
export function closePhoneSignIn(): void {
  store.setState({ view: null, pending: null });
}

export function setPhone(phone: string): void {
  if (phone === store.getState().phone) return;
  // A code belongs to its number: typing another one asks for a new code.
  store.setState({ phone, requested: false, code: '', blocked: null });
}

/**
 * Asks the lobby whether a code may be sent to the number just completed (valid_captcha: nothing
 * is sent, nothing counted). A code sent to it less than 60 s ago (another tab, another device)
 * counts down and may be entered, as after a send; a refusal (a daily limit) shows under the
 * number and keeps 發送驗證碼 off until the number changes or a later check (the modal opened
 * again) finds it lifted. A lost answer says nothing: the send still checks.
 */
export async function checkSignInNumber(deps: PhoneFlowDeps): Promise<void> {
  const now = deps.now ?? Date.now;
  const national = normalisePhoneNumber(store.getState().phone);
  if (!national) return;
  const reply = await deps.call(accountApi.CodeSendCheck, {
    Purpose: 'signIn',
    CountryCode: PhoneRules.CountryCode,
    PhoneNumber: national,
    DeviceID: deviceId(),
  });
  if (normalisePhoneNumber(store.getState().phone) !== national) return; // typed on meanwhile
  if (reply.ok) {
    // a limit known before (the modal left open past midnight) is lifted
    store.setState({ blocked: null });
    const wait = reply.result.WaitSeconds;
    const at = now() + wait * 1000;
    if (wait > 0 && (store.getState().resendAt ?? 0) < at) store.setState({ requested: true, resendAt: at });
    return;
  }
  if (reply.code !== Code.Silent) store.setState({ blocked: reply.code });
}

export function setCode(code: string): void {
  store.setState({ code });
}

/**
 * The error dialog (account §4 "On failure the error dialog opens; closing it reopens the phone
 * modal"), with the catalogue's text exactly as the spec writes it; closing it reopens the modal
 * the player came from, with the number, the code and the countdown as they were (the store
 * keeps them while the modal is closed). Decision 325 (supersedes 167's refusals under the field).
 */
function fail(code: number, context: PhoneFailure['context'], reopen: PhoneSignInView, params?: Record<string, number>): void {
  store.setState({ view: null, pending: null });
  showPhoneFailure({ code, context, reopen, ...(params ? { params } : {}) });
}

/** A refusal of sending or verifying a code: the error dialog, back to the phone modal on close. */
const refuse = (code: number, params?: Record<string, number>) => fail(code, 'phone', 'phone', params);

/** True while the send-code button may be pressed. */
export function canSendCode(now = Date.now()): boolean {
  const { phone, pending, resendAt, blocked } = store.getState();
  return normalisePhoneNumber(phone) !== null && pending === null && blocked === null && secondsLeft(resendAt, now) === 0;
}

/**
 * Sends a sign-in code; on Code 0 the 60-second countdown starts. 200301 (a code went to this
 * number less than 60 s ago, e.g. from another tab) says the seconds left and counts them
 * down; that code is on its way, so it may be entered.
 */
export async function sendSignInCode(deps: PhoneFlowDeps): Promise<void> {
  const now = deps.now ?? Date.now;
  const national = normalisePhoneNumber(store.getState().phone);
  if (!national || !canSendCode(now())) return;
  store.setState({ pending: 'send' });
  const reply = await deps.call(accountApi.SignInCodeSend, {
    SiteID: deps.siteId,
    CountryCode: PhoneRules.CountryCode,
    PhoneNumber: national,
    Lang: deps.lang,
    DeviceID: deviceId(),
  });
  if (!reply.ok && reply.code === Code.CodeResendWait) {
    const wait = parsePayload(codeResendWaitResultSchema, reply.detail);
    const seconds = wait.ok ? Math.min(wait.value.RetryAfter, PhoneRules.ResendSeconds) : PhoneRules.ResendSeconds;
    store.setState({ requested: true, resendAt: now() + seconds * 1000 });
    return refuse(reply.code, { seconds });
  }
  if (!reply.ok) return refuse(reply.code);
  store.setState({ pending: null, requested: true, resendAt: now() + PhoneRules.ResendSeconds * 1000 });
}

/** True while 登入 may be pressed: 6 digits of a code that was requested. */
export function canVerify(): boolean {
  const { code, requested, pending, phone } = store.getState();
  return requested && pending === null && isCompleteCode(code) && normalisePhoneNumber(phone) !== null;
}

async function signInWith(deps: PhoneFlowDeps, ticket: string, playerId: number | undefined, from: PhoneSignInView) {
  store.setState({ pending: 'signIn' });
  const failure = await deps.signInWithTicket(ticket, playerId);
  if (failure === null) {
    const { callbackUrl } = store.getState();
    store.setState({ ...initialPhoneSignIn, resendAt: store.getState().resendAt, accounts: store.getState().accounts });
    deps.onSignedIn(callbackUrl);
    return;
  }
  if (failure === Code.SessionExpired && from === 'choose') {
    // The kept phone ticket ran out (24 h): the accounts cannot be used any more.
    clearStoredAccounts();
    store.setState({ accounts: null });
    return fail(failure, 'signIn', 'phone');
  }
  fail(failure, 'signIn', from);
}

/**
 * Verifies the code. 0 accounts → sign in (the lobby creates one); 1 → sign in to it;
 * 2+ → sorted by registration time, kept for a day, the choose-account modal.
 */
export async function verifySignInCode(deps: PhoneFlowDeps): Promise<void> {
  const { phone, code } = store.getState();
  const national = normalisePhoneNumber(phone);
  if (!national || !canVerify()) return;
  store.setState({ pending: 'verify' });
  const reply = await deps.call(accountApi.SignInCodeVerify, {
    SiteID: deps.siteId,
    CountryCode: PhoneRules.CountryCode,
    PhoneNumber: national,
    ValidateCode: code,
  });
  if (!reply.ok) {
    // 200032 (a wrong code) carries the tries left.
    const wrong = parsePayload(wrongCodeResultSchema, reply.detail);
    return refuse(reply.code, wrong.ok ? { remainingTime: wrong.value.RemainingTime } : undefined);
  }
  const result = reply.result;
  // The code is used up either way.
  store.setState({ code: '', requested: false });
  const accounts = sortByRegistTime(result.Player);
  if (accounts.length >= 2) {
    const kept = { ticket: result.Token, accounts };
    storeAccounts(kept);
    store.setState({ view: 'choose', accounts: kept, pending: null });
    return;
  }
  await signInWith(deps, result.Token, accounts[0]?.Player.PlayerID, 'phone');
}

/** The choose-account modal's 登入 for one account. */
export async function chooseAccount(deps: PhoneFlowDeps, playerId: number): Promise<void> {
  const { accounts, pending } = store.getState();
  if (!accounts || pending !== null) return;
  await signInWith(deps, accounts.ticket, playerId, 'choose');
}

/** The choose-account modal's 登出: forgets the kept accounts and goes back to the phone modal. */
export function forgetAccounts(): void {
  clearStoredAccounts();
  store.setState({ accounts: null, view: 'phone' });
}
