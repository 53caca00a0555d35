/**
 * The shared code-to-text lookup (account §8, chat §8). Pure and i18n-agnostic: it knows
 * which key of the `errors` namespace (locales/<lng>/errors.json) belongs to a code, and
 * `errorMessage` turns a code into the text to show through any i18next-style `t`, so the
 * web app and the reference server share one catalogue.
 *
 * Keys are the code itself (`"200030"`); a meaning that depends on where the code arrives
 * lives under a context object (`"gift.100000"`, `"redEnvelope.100013"`).
 */
import { Code } from './codes';

// The namespace and fixed keys live apart (./error-keys) so that a page needing only them
// (the age gate) does not carry the whole catalogue.
import { ERRORS_NAMESPACE, FALLBACK_KEY } from './error-keys';
export { ERRORS_NAMESPACE, FALLBACK_KEY, SESSION_KEYS } from './error-keys';

/** Where a code arrived, when that changes its meaning. */
export type ErrorContext = 'bindPhone' | 'chat' | 'gift' | 'phone' | 'redEnvelope' | 'signIn';

/** The area a code belongs to (for grouping in docs and tests). */
export type ErrorTopic =
  | 'account'
  | 'bindPhone'
  | 'chat'
  | 'club'
  | 'gift'
  | 'honor'
  | 'invoice'
  | 'live'
  | 'mail'
  | 'profile'
  | 'redEnvelope'
  | 'redeem'
  | 'rewards'
  | 'session'
  | 'tasks'
  | 'games'
  | 'announcements';

/** What the catalogue knows about one code. */
export interface ErrorInfo {
  /** Key in the `errors` namespace; `null` for a silent code. */
  readonly key: string | null;
  readonly topic: ErrorTopic;
  /** Interpolation values used when the caller does not give them. */
  readonly defaults?: Readonly<Record<string, string | number>>;
}

type Row = readonly [code: number, topic: ErrorTopic, defaults?: Record<string, number>];

// Order follows the spec's lists. Club codes: the spec gives 15 meanings for 200098–200115
// without the pairing, so they are assigned in the listed order; 200113–200115 get a generic
// club text that carries the code (see codes.ts and docs/decisions/184-club-numbers-and-codes.md).
const ROWS: readonly Row[] = [
  [Code.InvalidInput, 'profile'], // default meaning: cannot bind own invitation code
  [Code.SessionExpired, 'session'],
  [Code.Reconnect, 'session'],
  [Code.NotFound, 'profile'], // default meaning: invitation code not found
  [Code.GoldInsufficient, 'account'],
  [Code.PlayerNotFound, 'account'],
  [Code.AccountSuspended, 'session'],
  [Code.SignOut, 'session'],
  [Code.DuplicateSignIn, 'session'],
  [Code.ClubReapplyCountdown, 'club'],
  [Code.ServerSignOut, 'session'],
  [Code.NotEligible, 'account'],
  [Code.VipTooLow, 'account'],
  [Code.BindGeneric, 'bindPhone'],
  [Code.PhoneDailyLimit, 'bindPhone'],
  [Code.PhoneBoundElsewhere, 'bindPhone'],
  [Code.WrongCode, 'bindPhone', { remainingTime: 0 }],
  [Code.PlayerDailyCodeLimit, 'bindPhone'],
  [Code.VerifyFailed, 'bindPhone'],
  [Code.CodeTriesExhausted, 'bindPhone'],
  [Code.DeviceDailyLimit, 'bindPhone'],
  [Code.PhoneAccountsFull, 'bindPhone'],
  [Code.CodeResendWait, 'bindPhone', { seconds: 60 }],
  [Code.AddressCodeLimit, 'bindPhone'],
  [Code.GlobalCodeLimit, 'bindPhone'],
  [Code.AddressGuestLimit, 'account'],
  [Code.GlobalGuestLimit, 'account'],
  [Code.SensitiveWords, 'chat'],
  [Code.Muted, 'chat'],
  [Code.ChatRateLimited, 'chat'],
  [Code.CannotReachPlayer, 'chat'],
  [Code.GiftRecipientNoAccount, 'gift'],
  [Code.GiftGemInsufficient, 'gift'],
  [Code.GiftDailyLimit, 'gift'],
  [Code.GiftDailyLimitAlt, 'gift'],
  [Code.GiftUndescribed200216, 'gift'],
  [Code.GiftUndescribed200217, 'gift'],
  [Code.GiftPasswordWrong, 'gift'],
  [Code.GiftAmountTooLow, 'gift'],
  [Code.GiftAccountCannotGift, 'gift'],
  [Code.GiftFeeChanged, 'gift'],
  [Code.GiftRecipientNotEligible, 'gift'],
  [Code.GiftAmountInsufficient, 'gift'],
  [Code.GiftDailyCountLimit, 'gift'],
  [Code.GiftDailyClaimLimit, 'gift'],
  // The spec does not give N when the server omits it; one wrong entry is the least implied.
  [Code.GiftWrongEntries, 'gift', { n: 1 }],
  [Code.NicknameInvalid, 'profile'],
  [Code.NicknameTaken, 'profile'],
  [Code.RenameLimit, 'profile'],
  [Code.RedEnvelopeNoPermission, 'redEnvelope'],
  [Code.RedEnvelopeExpired, 'redEnvelope'],
  [Code.RedEnvelopeAlreadyReceived, 'redEnvelope'],
  [Code.RedEnvelopeNotPrivate, 'redEnvelope'],
  [Code.RedEnvelopeAllClaimed, 'redEnvelope'],
  [Code.LiveRoomClosed, 'live'],
  [Code.MailNotFound, 'mail'],
  [Code.MailItemsNotCollected, 'mail'],
  [Code.MailNotFromPlayer, 'mail'],
  [Code.FriendListFull, 'profile'],
  [Code.IdentityLinkedElsewhere, 'account'],
  [Code.ProviderAlreadyLinked, 'account'],
  [Code.LinkTokenInvalid, 'account'],
  [Code.HonorPinLimit, 'honor'],
  [Code.HonorNotFound, 'honor'],
  [Code.TaskNotFound, 'tasks'],
  [Code.TaskNotDone, 'tasks'],
  [Code.GameUnknown, 'games'],
  [Code.GameBetInvalid, 'games'],
  [Code.GameTicketInvalid, 'games'],
  [Code.GameRoundNotFound, 'games'],
  [Code.AnnouncementNotFound, 'announcements'],
  [Code.SevenDayClaimed, 'rewards'],
  [Code.FireWheelSpun, 'rewards'],
  [Code.SpecialRewardNotEligible, 'rewards'],
  [Code.SpecialRewardClaimed, 'rewards'],
  [Code.SpecialRewardNotOffered, 'rewards'],
  [Code.ClubInvalidId, 'club'],
  [Code.ClubFull, 'club'],
  [Code.ClubDuplicateApplication, 'club'],
  [Code.ClubNameInvalid, 'club'],
  [Code.ClubAlreadyMember, 'club'],
  [Code.ClubActionDenied, 'club'],
  [Code.ClubNotMember, 'club'],
  [Code.ClubChangePending, 'club'],
  [Code.ClubRightsInsufficient, 'club'],
  [Code.ClubSmsLimit, 'club'],
  [Code.ClubChatDisabled, 'club'],
  [Code.ClubVipTooLowToCreate, 'club'],
  [Code.ClubVaultBelowMinimum, 'club'],
  [Code.ClubPhoneBindingRequired, 'club'],
  [Code.ClubDailyMailLimit, 'club'],
  [Code.ClubUndescribed200113, 'club'],
  [Code.ClubUndescribed200114, 'club'],
  [Code.ClubUndescribed200115, 'club'],
  [Code.RedeemInvalid, 'redeem'],
  [Code.RedeemNotEligible, 'redeem'],
  [Code.InvoiceMobileBarcodeNotFound, 'invoice'],
  [Code.InvoiceDonationCodeNotFound, 'invoice'],
  [Code.InvoiceTaxApiFailed, 'invoice'],
  [Code.InvoiceCitizenCertNotFound, 'invoice'],
  [Code.InvoiceEmailNotBound, 'invoice'],
  [Code.EmailBoundElsewhere, 'invoice'],
  [Code.EmailRequestLimit, 'invoice'],
];

/** Codes that never show a message (account §8); 100000 still speaks on a gift send. */
export const SILENT_CODES: ReadonlySet<number> = new Set([
  Code.HttpOk,
  Code.Silent,
  Code.Silent200017,
]);

/** Every code with a text of its own, or silent, → its key. */
export const ERROR_CATALOGUE: ReadonlyMap<number, ErrorInfo> = new Map<number, ErrorInfo>([
  ...ROWS.map(([code, topic, defaults]): [number, ErrorInfo] => [
    code,
    defaults ? { key: String(code), topic, defaults } : { key: String(code), topic },
  ]),
  [Code.HttpOk, { key: null, topic: 'session' }],
  [Code.Silent, { key: null, topic: 'account' }],
  [Code.Silent200017, { key: null, topic: 'account' }],
]);

const ctx = (context: ErrorContext, code: number, topic: ErrorTopic): [number, ErrorInfo] => [
  code,
  { key: `${context}.${code}`, topic },
];

/** Meanings that replace the default one when a code arrives in a given context. */
export const CONTEXT_OVERRIDES: Readonly<Record<ErrorContext, ReadonlyMap<number, ErrorInfo>>> = {
  // account §8: a 100001 from the bind flow itself is the reward-claim error
  bindPhone: new Map([ctx('bindPhone', Code.InvalidInput, 'bindPhone')]),
  // chat §5/§8: speaking in chat needs gold VIP
  chat: new Map([ctx('chat', Code.NotEligible, 'chat')]),
  gift: new Map([ctx('gift', Code.Silent, 'gift')]),
  // account §5: an invalid phone format yields 手機格式錯誤 (code 100001)
  phone: new Map([ctx('phone', Code.InvalidInput, 'account')]),
  redEnvelope: new Map([ctx('redEnvelope', Code.PlayerNotFound, 'redEnvelope')]),
  signIn: new Map([ctx('signIn', Code.NotFound, 'session')]),
};

/**
 * An i18next-style translate function: `t` from `useTranslation('errors')`, `i18n.t`, or a
 * plain `(key) => string`. Typed loosely so i18next's overloaded `TFunction` fits; anything
 * that does not return a non-empty string counts as "no text".
 */
export type TranslateFn = (key: string, options: Record<string, unknown>) => unknown;

/** Input of `errorMessage`: the reply's Code and Message, plus where it arrived. */
export interface ErrorMessageInput {
  code: number;
  /** The server's `Message`, shown when the code has no text of its own. */
  message?: string | null;
  context?: ErrorContext;
  /** Interpolation values, e.g. `{ remainingTime: 2 }` for 200032, `{ n: 2 }` for 200122. */
  params?: Readonly<Record<string, string | number>>;
  /** Append the server Message after the mapped text (honor list, big-win promotion). */
  appendServerMessage?: boolean;
}

/** How a code resolves: silent, a catalogue entry, or not in the catalogue. */
export type ErrorResolution =
  { kind: 'silent' } | { kind: 'mapped'; info: ErrorInfo & { key: string } } | { kind: 'unmapped' };

/**
 * Looks a code up without translating it (server and client).
 * @example resolveError(100000, 'gift') // { kind: 'mapped', info: { key: 'gift.100000', … } }
 */
export function resolveError(code: number, context?: ErrorContext): ErrorResolution {
  // 200 is the socket's success code: never an error text, whatever the caller passes.
  if (code === Code.Ok) return { kind: 'silent' };
  const override = context ? CONTEXT_OVERRIDES[context]?.get(code) : undefined;
  if (override?.key) return { kind: 'mapped', info: { ...override, key: override.key } };
  if (SILENT_CODES.has(code)) return { kind: 'silent' };
  const info = ERROR_CATALOGUE.get(code);
  if (info?.key) return { kind: 'mapped', info: { ...info, key: info.key } };
  return { kind: 'unmapped' };
}

/** True when the code shows nothing in that context. */
export function isSilentError(code: number, context?: ErrorContext): boolean {
  return resolveError(code, context).kind === 'silent';
}

/** Translates `key`, or `null` when `t` has no text for it (it echoes the key back). */
export function translateError(
  t: TranslateFn,
  key: string,
  params?: Readonly<Record<string, unknown>>,
): string | null {
  let text: unknown;
  try {
    text = t(key, { ns: ERRORS_NAMESPACE, ...params });
  } catch {
    return null;
  }
  if (typeof text !== 'string' || text.trim() === '') return null;
  if (text === key || text === `${ERRORS_NAMESPACE}:${key}`) return null;
  return text;
}

/** The English fallback used when even the locale's fallback text is missing. */
export function fallbackText(code: number | string): string {
  return `Oops! An error occurred, please try again later [${code}]`;
}

/**
 * The text to show for a reply code, or `null` when the code is silent: the mapped text,
 * else the server Message, else the fallback with the code (account §8).
 * @example errorMessage(t, { code: 200032, params: { remainingTime: 2 } }) // 驗證碼錯誤(剩餘驗證次數：2)
 */
export function errorMessage(t: TranslateFn, input: ErrorMessageInput): string | null {
  const { code, context, params, appendServerMessage } = input;
  const serverMessage = typeof input.message === 'string' ? input.message.trim() : '';
  const resolution = resolveError(code, context);
  if (resolution.kind === 'silent') return null;
  if (resolution.kind === 'mapped') {
    const { key, defaults } = resolution.info;
    const text = translateError(t, key, { ...defaults, ...params });
    if (text !== null) {
      return appendServerMessage && serverMessage && serverMessage !== text
        ? `${text} ${serverMessage}`
        : text;
    }
  }
  if (serverMessage) return serverMessage;
  const shown = Number.isFinite(code) ? String(code) : '?';
  return translateError(t, FALLBACK_KEY, { code: shown }) ?? fallbackText(shown);
}
