import { AccountPath, PhoneRules, type HttpReply, type PlayerInfoResult } from '../../src/protocol';
import { SERVER_URL } from './env';

/** The lobby's public HTTP helpers, called straight from a test (what another device would do). */
async function post<R>(path: string, body: unknown, token?: string): Promise<HttpReply<R>> {
  const response = await fetch(`${SERVER_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'api-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as HttpReply<R>;
}

export const lobby = {
  /** Asks for a sign-in SMS code from another device. */
  sendSignInCode: (phone: string, deviceId: string, siteId = 'crab') =>
    post<unknown>(AccountPath.SignInCodeSend, {
      SiteID: siteId,
      CountryCode: PhoneRules.CountryCode,
      PhoneNumber: phone,
      Lang: 'zh_tw',
      DeviceID: deviceId,
    }),
  playerInfo: (token: string) => post<PlayerInfoResult>(AccountPath.PlayerInfo, {}, token),
};

/** A mobile number no other test uses: 09 and eight random digits. */
export function uniquePhone(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A short unique name (the lobby keeps at most 20 characters of a provider's name). */
export function uniqueName(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 8)}`;
}
