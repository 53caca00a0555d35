import type { LobbyPost } from '@/config/lobby-http';
import { deviceId, isCompleteCode, normalisePhoneNumber, secondsLeft } from '@/features/phone';
import type { BindBonusResult, BindCodeVerifyResult, CodeSendResult, HttpReply } from '@/protocol';
import { parseBindPhoneError } from '@/protocol/bind-phone-error';
import { AccountPath, BIND_BONUS_SCREEN, PhoneRules } from '@/protocol/account-rules';
import { Code } from '@/protocol/codes';
import { initialBindPhone, useBindPhoneStore } from './store';

/** What the bind flow needs from the page. */
export interface BindPhoneDeps {
  /** Posts through the site's relay, which adds the session's token (`sessionLobbyPost`). */
  post: LobbyPost;
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

function fail(deps: BindPhoneDeps, reply: HttpReply<unknown>): void {
  if (deps.endSession(reply.Code)) {
    store.setState({ view: null, pending: null });
    return;
  }
  store.setState({ view: 'error', pending: null, error: reply });
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
  const reply = await deps.post<CodeSendResult>(
    AccountPath.BindCodeSend,
    { CountryCode: PhoneRules.CountryCode, PhoneNumber: national, Lang: deps.lang, DeviceID: deviceId() },
  );
  // Bind failures arrive as account §8's envelope (100001, `bind failed:200301`, {RetryAfter}).
  const failure = reply.Code === Code.HttpOk ? null : parseBindPhoneError(reply);
  if (failure?.code === Code.CodeResendWait) {
    const seconds = Math.min(failure.retryAfter ?? PhoneRules.ResendSeconds, PhoneRules.ResendSeconds);
    store.setState({ requested: true, resendAt: now() + seconds * 1000 });
  }
  if (reply.Code !== Code.HttpOk) return fail(deps, reply);
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
  const verified = await deps.post<BindCodeVerifyResult>(
    AccountPath.BindCodeVerify,
    { CountryCode: PhoneRules.CountryCode, PhoneNumber: national, ValidateCode: code },
  );
  if (verified.Code !== Code.HttpOk) return fail(deps, verified);
  const claimed = await deps.post<BindBonusResult>(AccountPath.BindBonusClaim, { Screen: BIND_BONUS_SCREEN });
  if (claimed.Code !== Code.HttpOk) return fail(deps, claimed);
  const bonus = typeof claimed.Result?.Bonus === 'number' ? claimed.Result.Bonus : null;
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

/** The error dialog's 確定: back to the bind modal, ready for another code. */
export function acknowledgeBindError(): void {
  store.setState({ view: 'form', error: null, code: '' });
}
