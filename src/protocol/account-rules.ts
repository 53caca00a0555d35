/**
 * The account helpers' paths and the limits both ends share (account spec §4, §5, §7, §9),
 * apart from their schemas (./account) so that a page can read them without zod.
 */

/** Paths of the account helpers (POST, JSON). */
export const AccountPath = {
  /** Sign in (guest, phone ticket, LINE / Google / Apple / Facebook access token). */
  SignIn: '/api/v1/player',
  /** Send a sign-in SMS code. */
  SignInCodeSend: '/api/v1/captcha/send',
  /** Verify a sign-in SMS code → phone ticket + the accounts on the number. */
  SignInCodeVerify: '/api/v1/captcha/valid',
  /**
   * Whether a code may be sent to a number now, without sending one: the same refusals the send
   * would answer, else the seconds until a resend and the codes left today (decision 329).
   */
  CodeSendCheck: '/api/v1/valid_captcha',
  /** Send a bind SMS code (header api-token). */
  BindCodeSend: '/api/v1/captcha',
  /** Verify a bind SMS code; binds the phone to the signed-in player (header api-token). */
  BindCodeVerify: '/api/v1/captcha/check',
  /** Claim the bind bonus once (header api-token). */
  BindBonusClaim: '/api/v1/captcha/receive',
  /** LINE (LIFF) access token → PlayerID; creates the player on first use. */
  ThirdPartyInfo: '/api/v1/third_part/info',
  /** The signed-in player's profile (header api-token). */
  PlayerInfo: '/api/v1/player/info',
  /** Revokes the session token (header api-token). */
  PlayerSignOut: '/api/v1/player/signout',
  /** Mints a short-lived, single-use socket ticket for the session (header api-token). */
  SocketTicket: '/api/v1/socket/ticket',
} as const;

/**
 * Socket tickets (issue 8 item 4): the page never holds the lobby token; its sockets' init
 * frames carry a ticket the web server minted from the session instead.
 */
export const SocketTicketRules = {
  /**
   * Every ticket starts with it. Tokens are base64url (no '.'), so a Token field that starts
   * with it is a ticket and never a token.
   */
  Prefix: 'ticket.',
  /**
   * A ticket is used within a second of minting (fetched right before the socket opens); 30 s
   * covers a slow mobile handshake, and a leaked one is worthless soon after.
   */
  TtlSeconds: 30,
} as const;

/** SMS, code and binding limits (account spec §5, §9). */
export const PhoneRules = {
  CountryCode: 886,
  CodeLength: 6,
  TriesPerCode: 3,
  /** Per phone, per device, and (binding) per player, per Asia/Taipei day. */
  CodesPerDay: 5,
  /** A code is refused (200056) this long after it was sent. */
  CodeTtlSeconds: 600,
  /** The client's resend countdown. */
  ResendSeconds: 60,
  AccountsPerPhone: 5,
  /** Longest input the phone field accepts. */
  MaxInputLength: 12,
} as const;

/** TPIDs key of a bound phone (account §3 "type 6 is phone"): `player.TPIDs['6']`. */
export const PHONE_TPID_TYPE = 6;

/** `Screen` value of the bind-bonus claim (account §7 "Screen set to the bind-phone label"). */
export const BIND_BONUS_SCREEN = 'BindPhone';

/**
 * Prefix of the Message of every bind-phone error: Code 100001, Message `bind failed:<code>`
 * (the colon form `parseBindPhoneError` reads), Result `{RemainingTime}` for 200032.
 */
export const BIND_ERROR_PREFIX = 'bind failed';

/**
 * Account spec §5: digits only, 9 digits starting with 9 or 10 starting with 09; a leading 9
 * gets a 0. Returns the national number (09xxxxxxxx) or null.
 * @example normalisePhoneNumber('912345678') // '0912345678'
 */
export function normalisePhoneNumber(input: string): string | null {
  if (input.length > PhoneRules.MaxInputLength || !/^\d+$/.test(input)) return null;
  if (/^09\d{8}$/.test(input)) return input;
  if (/^9\d{8}$/.test(input)) return `0${input}`;
  return null;
}
