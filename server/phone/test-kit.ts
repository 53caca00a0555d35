/**
 * Helpers for the phone tests: the HTTP calls a client makes, over a TestServer.
 * Test-only (imported by *.test.ts files).
 */
import { AccountPath, BIND_BONUS_SCREEN, PhoneRules, Provider, QaPath } from '../../src/protocol';
import type { TestServer } from '../testing/harness';

export const PHONE = '0912345678';
export const COUNTRY = PhoneRules.CountryCode;

export function sendSignInCode(s: TestServer, phone: string = PHONE, deviceId = 'device-1') {
  return s.post(AccountPath.SignInCodeSend, { SiteID: 'owl', CountryCode: COUNTRY, PhoneNumber: phone, Lang: 'zh_tw', DeviceID: deviceId });
}

export function verifySignInCode(s: TestServer, code: string, phone: string = PHONE) {
  return s.post(AccountPath.SignInCodeVerify, { SiteID: 'owl', CountryCode: COUNTRY, PhoneNumber: phone, ValidateCode: code });
}

/** The last code the demo outbox "delivered" to a phone, read through the QA API. */
export async function lastCode(s: TestServer, phone: string = PHONE, purpose?: 'signin' | 'bind'): Promise<string> {
  const r = await s.get(`${QaPath.Sms}?phone=${phone}${purpose ? `&purpose=${purpose}` : ''}`);
  if (r.status !== 200) throw new Error(`no SMS for ${phone}: ${JSON.stringify(r.json)}`);
  return r.json.Code as string;
}

/** A code that is surely not the current one. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

export function phoneSignIn(s: TestServer, ticket: string, playerId?: number) {
  return s.post(AccountPath.SignIn, { SiteID: 'owl', Lang: 'zh_tw', TPType: Provider.phone, TPToken: ticket, PlayerID: playerId });
}

/** Send + read + verify: the sign-in result (ticket and accounts). */
export async function verifiedTicket(s: TestServer, phone: string = PHONE, deviceId = 'device-1') {
  const sent = await sendSignInCode(s, phone, deviceId);
  if (sent.json.Code !== 0) throw new Error(`send failed: ${JSON.stringify(sent.json)}`);
  const r = await verifySignInCode(s, await lastCode(s, phone), phone);
  if (r.json.Code !== 0) throw new Error(`verify failed: ${JSON.stringify(r.json)}`);
  return r.json.Result as { Token: string; Player: { Player: { PlayerID: number; Name: string; RegistTime: string }; Level: number }[] };
}

export async function qaPlayer(s: TestServer, body: Record<string, unknown> = {}): Promise<{ PlayerID: number; Token: string }> {
  const r = await s.post(QaPath.Players, body);
  if (r.status !== 200) throw new Error(`qa player failed: ${JSON.stringify(r.json)}`);
  return r.json;
}

const auth = (token: string) => ({ 'api-token': token });

export function sendBindCode(s: TestServer, token: string, phone: string = PHONE, deviceId = 'device-1') {
  return s.post(AccountPath.BindCodeSend, { CountryCode: COUNTRY, PhoneNumber: phone, Lang: 'zh_tw', DeviceID: deviceId }, auth(token));
}

export function verifyBindCode(s: TestServer, token: string, code: string, phone: string = PHONE) {
  return s.post(AccountPath.BindCodeVerify, { CountryCode: COUNTRY, PhoneNumber: phone, ValidateCode: code }, auth(token));
}

export function claimBonus(s: TestServer, token: string, screen: string = BIND_BONUS_SCREEN) {
  return s.post(AccountPath.BindBonusClaim, { Screen: screen }, auth(token));
}

/** Send + read + verify a bind code for a signed-in player. */
export async function bindPhone(s: TestServer, token: string, phone: string = PHONE, deviceId = 'device-1') {
  const sent = await sendBindCode(s, token, phone, deviceId);
  if (sent.json.Code !== 0) return sent;
  return verifyBindCode(s, token, await lastCode(s, phone, 'bind'), phone);
}
