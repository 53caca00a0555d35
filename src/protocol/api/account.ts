/** The HTTP contract's entries of one group (src/protocol/http-contract.ts collects them). */
import { codeSendCheckRequestSchema, codeSendCheckResultSchema, bindBonusClaimRequestSchema, bindBonusResultSchema, bindCodeSendRequestSchema, bindCodeVerifyRequestSchema, bindCodeVerifyResultSchema, codeSendResultSchema, phoneSignInResultSchema, signInCodeSendRequestSchema, signInCodeVerifyRequestSchema, socketTicketRequestSchema, socketTicketResultSchema, thirdPartyInfoRequestSchema, thirdPartyInfoResultSchema } from '../account';
import { AccountPath } from '../account-rules';
import { playerProfileSchema, signInRequestSchema, signInResultSchema } from '../player';
import { empty, noResult } from '../schema';
import type { HttpEndpoint } from '../http-endpoint';

/** Sign-in, the phone helpers and the socket ticket (docs/protocol-account.md). */
export const accountApi = {
  SignIn: { path: AccountPath.SignIn, request: signInRequestSchema, result: signInResultSchema, access: 'visitor', browser: 'none' },
  SignInCodeSend: { path: AccountPath.SignInCodeSend, request: signInCodeSendRequestSchema, result: codeSendResultSchema, access: 'visitor', browser: 'direct' },
  CodeSendCheck: { path: AccountPath.CodeSendCheck, request: codeSendCheckRequestSchema, result: codeSendCheckResultSchema, access: 'visitor', browser: 'either' },
  SignInCodeVerify: { path: AccountPath.SignInCodeVerify, request: signInCodeVerifyRequestSchema, result: phoneSignInResultSchema, access: 'visitor', browser: 'direct' },
  BindCodeSend: { path: AccountPath.BindCodeSend, request: bindCodeSendRequestSchema, result: codeSendResultSchema, access: 'player', browser: 'relay' },
  BindCodeVerify: { path: AccountPath.BindCodeVerify, request: bindCodeVerifyRequestSchema, result: bindCodeVerifyResultSchema, access: 'player', browser: 'relay' },
  BindBonusClaim: { path: AccountPath.BindBonusClaim, request: bindBonusClaimRequestSchema, result: bindBonusResultSchema, access: 'player', browser: 'relay' },
  ThirdPartyInfo: { path: AccountPath.ThirdPartyInfo, request: thirdPartyInfoRequestSchema, result: thirdPartyInfoResultSchema, access: 'visitor', browser: 'direct' },
  PlayerInfo: { path: AccountPath.PlayerInfo, request: empty, result: playerProfileSchema, access: 'player', browser: 'none' },
  PlayerSignOut: { path: AccountPath.PlayerSignOut, request: empty, result: noResult, access: 'player', browser: 'none' },
  SocketTicket: { path: AccountPath.SocketTicket, request: socketTicketRequestSchema, result: socketTicketResultSchema, access: 'player', browser: 'none' },
} as const satisfies Record<string, HttpEndpoint>;
