/**
 * Sign-in with a LINE / Google / Apple / Facebook access token (TPType 7 / 3 / 4 / 2), and the
 * LIFF exchange `/api/v1/third_part/info`. The token is checked against the provider's
 * userinfo endpoint when TP_{P}_USERINFO_URL is set, else against the built-in identity
 * provider (QA and demo). The player is linked to the provider's subject through TPIDs.
 * Decision: TPToken is the ACCESS token (what LIFF's getAccessToken and next-auth's
 * account.access_token give), not the ID token.
 */
import { Code } from '../../src/protocol';
import { withTransaction } from '../db/repositories';
import { ReplyError } from '../errors';
import type { Logger } from '../log';
import type { ProviderSignIn } from '../phone/phone-sign-in';
import { createAccount } from '../players/accounts';
import type { Services } from '../services';
import { oauthProviderOf, type ThirdPartyConfig } from './config';
import type { IdentityProvider, VerifiedIdentity } from './identity-provider';

export interface ThirdPartyAuth {
  /** The identity behind a provider token; null when invalid; 'unconfigured' when unknown here. */
  verify(tpType: number, token: string): Promise<VerifiedIdentity | null | 'unconfigured'>;
}

const REMOTE_TIMEOUT_MS = 5000;

function text(value: unknown, max: number): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;
}

async function verifyRemote(url: string, token: string, log: Logger): Promise<VerifiedIdentity | null> {
  try {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as Record<string, unknown>;
    const subject = text(body.sub, 128) ?? text(body.userId, 128) ?? text(body.id, 128);
    if (!subject) return null;
    return { subject, name: text(body.name, 200) ?? text(body.displayName, 200) ?? '' };
  } catch (err) {
    log.warn('userinfo request failed', { url, err });
    return null;
  }
}

export function createThirdPartyAuth(config: ThirdPartyConfig, idp: IdentityProvider | null, log: Logger): ThirdPartyAuth {
  return {
    async verify(tpType, token) {
      const name = oauthProviderOf(tpType);
      if (!name) return 'unconfigured';
      const url = config.userinfoUrls[name];
      if (url) return verifyRemote(url, token, log);
      if (idp) return idp.verifyAccessToken(name, token);
      return 'unconfigured';
    },
  };
}

/** Provider names can be long or blank; the lobby shows at most 20 characters. */
function playerName(name: string): string | undefined {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean === '' ? undefined : Array.from(clean).slice(0, 20).join('');
}

export interface ThirdPartyRequest {
  tpType: number;
  token: string;
  siteId: string;
  lang: string;
}

async function identityOf(services: Services, request: ThirdPartyRequest): Promise<VerifiedIdentity> {
  const identity = await services.thirdParty.verify(request.tpType, request.token);
  if (identity === 'unconfigured') {
    throw new ReplyError(Code.InvalidInput, `sign-in provider ${request.tpType} is not configured on this server`);
  }
  if (!identity) throw new ReplyError(Code.SessionExpired, '登入憑證無效或已過期，請重新登入');
  return identity;
}

/**
 * The player linked to the token's subject, created on first use. `welcomeLater` marks a
 * created account so its first real sign-in answers RegistSituation 1 (LIFF creates the
 * account in third_part/info, before signing in).
 */
async function findOrCreate(
  services: Services,
  request: ThirdPartyRequest,
  welcomeLater: boolean,
): Promise<ProviderSignIn> {
  const identity = await identityOf(services, request);
  // One transaction: two first sign-ins of one subject cannot create two players.
  return withTransaction(services.repos, async (tx) => {
    const existing = await tx.players.byIdentity(request.tpType, identity.subject);
    if (existing) return { playerId: existing.id, created: false };
    const playerId = await createAccount(tx, {
      name: playerName(identity.name),
      provider: request.tpType,
      siteId: request.siteId,
      lang: request.lang,
      identities: { [request.tpType]: identity.subject },
    });
    if (welcomeLater) await tx.phone.addPendingWelcome(playerId);
    return { playerId, created: true };
  });
}

/** POST /api/v1/player with TPType 7 / 3 / 4 / 2. */
export async function signInWithThirdParty(services: Services, request: ThirdPartyRequest): Promise<ProviderSignIn> {
  const result = await findOrCreate(services, request, false);
  if (result.created) return result;
  const firstSignIn = await services.repos.phone.takePendingWelcome(result.playerId);
  return { playerId: result.playerId, created: firstSignIn };
}

/** POST /api/v1/third_part/info: the PlayerID behind a token (LIFF). */
export async function thirdPartyPlayerId(services: Services, request: ThirdPartyRequest): Promise<number> {
  return (await findOrCreate(services, request, true)).playerId;
}
