import { deviceId, isCompleteCode, normalisePhoneNumber, secondsLeft } from '@/features/phone';
import { forgetSocketReads } from '@/http/forget-reads';
import { lobbyCall } from '@/http/lobby-call';
import { accountApi, type Result } from '@/protocol';
import { parseBindPhoneError } from '@/protocol/bind-phone-error';
import { BIND_BONUS_SCREEN, PhoneRules } from '@/protocol/account-rules';
import { Code } from '@/protocol/codes';
import { Op } from '@/protocol/ops';
import { initialBindPhone, useBindPhoneStore } from './store';

/** What the bind flow needs from the page. */
export interface BindPhoneDeps {
  lang: string;
  /** 100005 / 100014 end the session; returns true when it handled the code. */
  endSession(code: number): boolean;
  /** Wallet request + session update after a result dialog closes. */
  refreshPlayer(): void;
  now?: () => number;
}

const store = useBindPhoneStore;

export function closeBindPhone(): void {
  store.setState({ view: null, pending: null });
}

export function setBindPhone(phone: string): void {
  if (phone === store.getState().phone) return;
  store.setState({ phone, requested: false, code: '' });
}

export function setBindCode(code: string): void {
  store.setState({ code });
}

type Refusal = Extract<Result<unknown>, { ok: false }>;

/** A refusal as account §8's error object (`code`, `msg`, `res`) that `parseBindPhoneError` reads. */
const bindError = (refusal: Refusal) => ({ code: refusal.code, msg: refusal.message, res: refusal.detail ?? null });

function fail(deps: BindPhoneDeps, refusal: Refusal): void {
  if (deps.endSession(refusal.code)) {
    store.setState({ view: null, pending: null });
    return;
  }
  store.setState({ view: 'error', pending: null, error: bindError(refusal) });
}

/** True while the send-code button may be pressed. */
export function canSendBindCode(now = Date.now()): boolean {
  const { phone, pending, resendAt } = store.getState();
  return normalisePhoneNumber(phone) !== null && pending === null && secondsLeft(resendAt, now) === 0;
}

/**
 * Sends a bind code; on Code 0 the 60-second countdown starts. 200301 (a code went to this
 * number less than 60 s ago) shows the seconds left and counts them down; that code is on its
 * way, so it may be entered.
 */
export async function sendBindCode(deps: BindPhoneDeps): Promise<void> {
  const now = deps.now ?? Date.now;
  const national = normalisePhoneNumber(store.getState().phone);
  if (!national || !canSendBindCode(now())) return;
  store.setState({ pending: 'send' });
  const reply = await lobbyCall(accountApi.BindCodeSend, {
    CountryCode: PhoneRules.CountryCode,
    PhoneNumber: national,
    Lang: deps.lang,
    DeviceID: deviceId(),
  });
  if (!reply.ok) {
    // Bind failures arrive as account §8's envelope (100001, `bind failed:200301`, {RetryAfter}).
    const failure = parseBindPhoneError(bindError(reply));
    if (failure.code === Code.CodeResendWait) {
      const seconds = Math.min(failure.retryAfter ?? PhoneRules.ResendSeconds, PhoneRules.ResendSeconds);
      store.setState({ requested: true, resendAt: now() + seconds * 1000 });
    }
    return fail(deps, reply);
  }
  store.setState({ pending: null, requested: true, resendAt: now() + PhoneRules.ResendSeconds * 1000 });
}

/** True while 確定 may be pressed. */
export function canConfirmBind(): boolean {
  const { phone, code, requested, pending } = store.getState();
  return requested && pending === null && isCompleteCode(code) && normalisePhoneNumber(phone) !== null;
}

/**
 * 確定: verifies the code (which binds the phone), then claims the bonus. A paid bonus in coin
 * mode shows the reward dialog; otherwise the success dialog shows and the callback runs.
 */
export async function confirmBind(deps: BindPhoneDeps): Promise<void> {
  const { phone, code } = store.getState();
  const national = normalisePhoneNumber(phone);
  if (!national || !canConfirmBind()) return;
  store.setState({ pending: 'confirm' });
  const verified = await lobbyCall(accountApi.BindCodeVerify, { CountryCode: PhoneRules.CountryCode, PhoneNumber: national, ValidateCode: code });
  if (!verified.ok) return fail(deps, verified);
  // bound now: the member centre's row reads the lobby again (10640 / 12390)
  forgetSocketReads(Op.PhoneBindIcon, Op.PhoneBindAccount);
  await claim(deps);
}

/**
 * 領取 for a bound phone whose bonus was never claimed (the claim's reply was lost after the
 * bind, or the tab closed; 10640 still shows it): the claim alone, then the same dialogs.
 */
export async function claimBonusAgain(deps: BindPhoneDeps): Promise<void> {
  if (store.getState().pending !== null) return;
  store.setState({ pending: 'confirm' });
  await claim(deps);
}

async function claim(deps: BindPhoneDeps): Promise<void> {
  const claimed = await lobbyCall(accountApi.BindBonusClaim, { Screen: BIND_BONUS_SCREEN });
  if (!claimed.ok) return fail(deps, claimed);
  forgetSocketReads(Op.PhoneBindIcon);
  const bonus = claimed.result.Bonus;
  const { successMode, onSuccess } = store.getState();
  if (bonus !== null && successMode === 'coin') {
    store.setState({ ...initialBindPhone, view: 'reward', bonus });
    return;
  }
  store.setState({ ...initialBindPhone, view: 'success', bonus });
  onSuccess?.();
}

/** Closing the reward (領取) or success dialog: the player is refreshed. */
export function closeBindResult(deps: Pick<BindPhoneDeps, 'refreshPlayer'>): void {
  store.setState({ view: null, bonus: null });
  deps.refreshPlayer();
}

/** The error dialog's 確定: back to the bind modal, ready for another code (closed after a claim alone). */
export function acknowledgeBindError(): void {
  store.setState({ view: store.getState().claimOnly ? null : 'form', error: null, code: '' });
}
