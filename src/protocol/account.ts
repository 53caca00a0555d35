/**
 * Account HTTP helpers beyond guest sign-in (account spec §4 "Phone sign-in", "Bind phone",
 * §5, §7, §9; chat spec §7 `/api/v1/third_part/info`): paths, bodies, results and the
 * limits the client and the reference server share, as zod schemas both ends read. Every
 * body is JSON, every reply is
 * `{Code, Message, Result}` with Code 0 on success. Full table: docs/protocol-account.md.
 */
import * as z from 'zod/mini';
import { empty, int, str } from './schema';

// Paths, limits and the phone rule hold no schema: pages import them from ./account-rules
// without loading zod; they are re-exported here for the protocol's index.
import { BIND_BONUS_SCREEN } from './account-rules';
export * from './account-rules';

/** JSON clients send numbers as strings and the other way round; both are accepted. */
const stringOrInt = () => z.union([str(0, 32), z.int()]);
const phoneFields = { CountryCode: stringOrInt(), PhoneNumber: stringOrInt() };
const deviceId = () => str(1, 128);
const code = () => str(0, 16);

/** Body of POST /api/v1/captcha/send. DeviceID is the id the client keeps locally (§9). */
export const signInCodeSendRequestSchema = z.object({ SiteID: str(0, 64), Lang: str(0, 16), DeviceID: deviceId(), ...phoneFields });
export type SignInCodeSendRequest = z.infer<typeof signInCodeSendRequestSchema>;

/** Result of both send helpers. */
export const codeSendResultSchema = z.object({
  /** Seconds the code stays valid. */
  ExpiresIn: int(0),
  /** Seconds before the client should offer a resend. */
  ResendAfter: int(0),
});
export type CodeSendResult = z.infer<typeof codeSendResultSchema>;

/** What a code would be sent for: a sign-in, or binding the signed-in player's phone (header api-token). */
export const CODE_PURPOSES = ['signIn', 'bind'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** Body of POST /api/v1/valid_captcha: the number and device a send would name, and why. */
export const codeSendCheckRequestSchema = z.object({ Purpose: z.enum(CODE_PURPOSES), DeviceID: deviceId(), ...phoneFields });
export type CodeSendCheckRequest = z.infer<typeof codeSendCheckRequestSchema>;

/** Result of POST /api/v1/valid_captcha when a code could be sent (else the send's refusal). */
export const codeSendCheckResultSchema = z.object({
  /** Seconds until this number may get another code (a code sent less than 60 s ago is on its way); 0 now. */
  WaitSeconds: int(0),
  /** Codes a send may still ask today: the least of the number's, the device's and (bind) the player's. */
  CodesLeft: int(0),
});
export type CodeSendCheckResult = z.infer<typeof codeSendCheckResultSchema>;

/** Body of POST /api/v1/captcha/valid. */
export const signInCodeVerifyRequestSchema = z.object({ SiteID: str(0, 64), ValidateCode: code(), ...phoneFields });
export type SignInCodeVerifyRequest = z.infer<typeof signInCodeVerifyRequestSchema>;

/** One account on a phone (account §3 "Phone sign-in result"). */
export const phoneAccountSchema = z.object({
  Player: z.object({ PlayerID: int(1), Name: z.string(), RegistTime: z.string() }),
  Level: int(0),
});
export type PhoneAccount = z.infer<typeof phoneAccountSchema>;

/**
 * Result of POST /api/v1/captcha/valid. `Token` is a phone ticket, not a session: sign in
 * with `POST /api/v1/player` {TPType 10000, TPToken: Token, PlayerID?}. Accounts are sorted
 * by RegistTime ascending; empty when the number has none (signing in then creates one).
 */
export const phoneSignInResultSchema = z.object({ Token: z.string(), Player: z.array(phoneAccountSchema) });
export type PhoneSignInResult = z.infer<typeof phoneSignInResultSchema>;

/** 200032: tries left on the current code (the Result of that bind / sign-in error). */
export const wrongCodeResultSchema = z.object({ RemainingTime: int(0) });
export type WrongCodeResult = z.infer<typeof wrongCodeResultSchema>;

/** 200301: seconds until this number may get another code (the Result of that error). */
export const codeResendWaitResultSchema = z.object({ RetryAfter: int(0) });
export type CodeResendWaitResult = z.infer<typeof codeResendWaitResultSchema>;

/** Body of POST /api/v1/captcha (header api-token). */
export const bindCodeSendRequestSchema = z.object({ Lang: z.optional(str(0, 16)), DeviceID: deviceId(), ...phoneFields });
export type BindCodeSendRequest = z.infer<typeof bindCodeSendRequestSchema>;

/** Body of POST /api/v1/captcha/check (header api-token). */
export const bindCodeVerifyRequestSchema = z.object({ ValidateCode: code(), ...phoneFields });
export type BindCodeVerifyRequest = z.infer<typeof bindCodeVerifyRequestSchema>;
export const bindCodeVerifyResultSchema = z.object({
  /** The bound number, 09xxxxxxxx. */
  PhoneNumber: z.string(),
});
export type BindCodeVerifyResult = z.infer<typeof bindCodeVerifyResultSchema>;

/**
 * Body of POST /api/v1/captcha/receive (header api-token). Any Screen is read (the server
 * answers a wrong one with its own code); the client sends BIND_BONUS_SCREEN.
 */
export const bindBonusClaimRequestSchema = z.object({ Screen: str(0, 64) });
export type BindBonusClaimRequest = { Screen: typeof BIND_BONUS_SCREEN };
/** Gold paid by this claim; null when it was already paid earlier. */
export const bindBonusResultSchema = z.object({ Bonus: z.nullable(int(0)) });
export type BindBonusResult = z.infer<typeof bindBonusResultSchema>;

/** Body of POST /api/v1/third_part/info. */
export const thirdPartyInfoRequestSchema = z.object({
  SiteID: str(0, 64),
  TPType: int(),
  TPToken: str(1, 8192),
  Lang: z.optional(str(0, 16)),
});
export type ThirdPartyInfoRequest = z.infer<typeof thirdPartyInfoRequestSchema>;
export const thirdPartyInfoResultSchema = z.object({ PlayerID: int(1) });
export type ThirdPartyInfoResult = z.infer<typeof thirdPartyInfoResultSchema>;

/** 10640 / 12390: no fields. */
export const phoneBindIconRequestSchema = empty;
export const phoneBindAccountRequestSchema = empty;

/** 10641: whether the lobby shows the bind-phone icon, and the bonus it offers. */
export const phoneBindIconResultSchema = z.object({
  /** True while the player has no phone bound, or bound one and has not claimed the bonus. */
  Show: z.boolean(),
  IsBound: z.boolean(),
  /** Gold the bind bonus pays. */
  Bonus: int(0),
});
export type PhoneBindIconResult = z.infer<typeof phoneBindIconResultSchema>;

/** 12391: the player's bound phone and every account on it (oldest first). */
export const phoneBindAccountResultSchema = z.object({ PhoneNumber: z.string(), Accounts: z.array(phoneAccountSchema) });
export type PhoneBindAccountResult = z.infer<typeof phoneBindAccountResultSchema>;

/** Body of POST /api/v1/socket/ticket (header api-token): nothing. */
export const socketTicketRequestSchema = empty;
/** Result of POST /api/v1/socket/ticket: a single-use ticket for one socket's init frame `Token`. */
export const socketTicketResultSchema = z.object({
  /** `ticket.` + random; valid once, for `ExpiresIn` seconds. */
  Ticket: str(1, 128),
  ExpiresIn: int(1),
});
export type SocketTicketResult = z.infer<typeof socketTicketResultSchema>;
