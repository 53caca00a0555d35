/**
 * POST /api/v1/player/third_part/bind: links a LINE / Google / Apple / Facebook identity to the
 * signed-in account, so the player can sign in with it later (a guest keeps their progress).
 *
 * The token is verified by the very code sign-in uses (server/oidc/third-party.ts
 * `identityOf`). Rules (docs/protocol-account-helpers.md):
 * - the identity already on this account: success, nothing changes (a retried request);
 * - the identity on another account: 200361; another identity of that provider on this
 *   account: 200362; a token the provider refuses: 200363 (not 100005: the session is fine);
 * - a guest that links becomes an account of that provider (players.provider): no longer a
 *   guest, so gifts and the registered-only features open.
 * Races: the sign-in lock of the identity serialises linking with a first sign-in of the same
 * identity; the unique index of migration 016 and the (player_id, tp_type) key decide any
 * other race: exactly one commit wins, the other answers its refusal code.
 */
import { Code, Provider, type AccountView } from '../../src/protocol';
import { withTransaction } from '../db/repositories';
import { LockName } from '../db/repositories/locks';
import { ReplyError } from '../errors';
import { oauthProviderOf } from '../oidc/config';
import { identityOf } from '../oidc/third-party';
import type { Services } from '../services';
import { accountView } from './account-view';
import { isUniqueViolation } from '../db/repositories/account-links';

export const LINK_MESSAGES = {
  [Code.IdentityLinkedElsewhere]: '此帳號已綁定其他玩家，請改用其他帳號綁定',
  [Code.ProviderAlreadyLinked]: '您的帳號已綁定過此登入方式',
  [Code.LinkTokenInvalid]: '綁定驗證失敗，請重新登入該帳號後再試',
} as const;

function refuse(code: keyof typeof LINK_MESSAGES): ReplyError {
  return new ReplyError(code, LINK_MESSAGES[code]);
}

/** Why `playerId` may not take (tpType, subject), or null when it may (or already has it). */
async function refusal(services: Services, playerId: number, tpType: number, subject: string): Promise<ReplyError | 'linked' | null> {
  const owner = await services.repos.players.byIdentity(tpType, subject);
  if (owner) return owner.id === playerId ? 'linked' : refuse(Code.IdentityLinkedElsewhere);
  const own = await services.repos.accountLinks.identitiesOf(playerId, [tpType]);
  return own.length > 0 ? refuse(Code.ProviderAlreadyLinked) : null;
}

export async function linkIdentity(services: Services, playerId: number, req: { TPType: number; TPToken: string }): Promise<AccountView> {
  if (oauthProviderOf(req.TPType) === undefined) {
    throw new ReplyError(Code.InvalidInput, `TPType ${req.TPType} is not a provider an account can link`);
  }
  const identity = await identityOf(services, { tpType: req.TPType, token: req.TPToken.trim() }).catch((err: unknown) => {
    if (err instanceof ReplyError && err.code === Code.SessionExpired) throw refuse(Code.LinkTokenInvalid);
    throw err;
  });
  try {
    await withTransaction(services.repos, async (tx) => {
      await tx.locks.hold(LockName.identity(req.TPType, identity.subject));
      const player = await tx.players.find(playerId);
      if (!player) throw new ReplyError(Code.SessionExpired, '連線已過期，請重新登入');
      const why = await refusal({ ...services, repos: tx }, playerId, req.TPType, identity.subject);
      if (why === 'linked') return;
      if (why) throw why;
      await tx.accountLinks.insertIdentity(playerId, req.TPType, identity.subject, services.clock.now());
      if (player.provider === Provider.guest) await tx.players.update(playerId, { provider: req.TPType });
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Another request committed first: say which rule it took.
    const why = await refusal(services, playerId, req.TPType, identity.subject);
    if (why instanceof ReplyError) throw why;
    if (why !== 'linked') throw err;
  }
  services.log.info('identity linked', { playerId, provider: req.TPType });
  const view = await accountView(services, playerId);
  if (!view) throw new ReplyError(Code.SessionExpired, '連線已過期，請重新登入');
  return view;
}
