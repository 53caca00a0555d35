/**
 * Sign-in with a LINE / Google / Apple / Facebook access token (TPType 7 / 3 / 4 / 2), and the
 * LIFF exchange `/api/v1/third_part/info`. The token is checked by ThirdPartyAuth
 * (third-party-auth.ts). The player is linked to the provider's subject through TPIDs.
 * Decision: TPToken is the ACCESS token (what LIFF's getAccessToken and next-auth's
 * account.access_token give), not the ID token.
 */
import { Code } from '../../src/protocol';
import { posesAsStaff } from '../players/staff-names';
import { withTransaction } from '../db/repositories';
import { LockName } from '../db/repositories/locks';
import { ReplyError } from '../errors';
import { createAccount, demoStartVipLevel, type ProviderSignIn } from '../players/accounts';
import type { Services } from '../services';
import type { ThirdPartyIdentity } from './third-party-auth';

/** Provider names can be long or blank; the lobby shows at most 20 characters. */
/** The provider's display name as the new player's, unless empty or posing as staff (then a generated one). */
function playerName(name: string): string | undefined {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean === '' || posesAsStaff(clean) ? undefined : Array.from(clean).slice(0, 20).join('');
}

export interface ThirdPartyRequest {
  tpType: number;
  token: string;
  siteId: string;
  lang: string;
}

/** The identity behind a provider token, or the sign-in failure (100001 unconfigured, 100005 invalid). Account linking reuses it. */
export async function identityOf(services: Services, request: Pick<ThirdPartyRequest, 'tpType' | 'token'>): Promise<ThirdPartyIdentity> {
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
    await tx.locks.hold(LockName.identity(request.tpType, identity.subject));
    const existing = await tx.players.byIdentity(request.tpType, identity.subject);
    if (existing) return { playerId: existing.id, created: false };
    const playerId = await createAccount(tx, {
      name: playerName(identity.name),
      provider: request.tpType,
      // Demo visitors of the built-in provider may chat at once (chat needs VIP 3).
      vipLevel: identity.builtIn ? demoStartVipLevel(services) : undefined,
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
