/**
 * Invitation requests over the lobby socket: 12350 info (into the store), 12360 bind, 12640
 * claim (its Bag goes to the wallet through applyBag). Refusals become texts: the invitation
 * namespace's own for 200024, else the shared error lookup (100001 own code, 100009 unknown).
 */
import { Code } from '@/protocol/codes';
import { Op } from '@/protocol/ops';
import type { Failure, InviteTierValue } from '@/protocol';
import { errorMessage, type TranslateFn } from '@/protocol/errors';
import { getSockets, type Sockets } from '@/socket';
import { applyBag } from '@/features/wallet';
import { PENDING_CODE_KEY } from './rules';
import { useInviteStore } from './store';

/** Asks for the invitation data; the store keeps the last answer. */
export async function fetchInviteInfo(sockets: Sockets = getSockets()): Promise<void> {
  const reply = await sockets.lobby.request(Op.InviteInfo, {});
  if (reply.ok) useInviteStore.setState({ info: reply.result });
}

/** The text of a refused invitation request (`action` picks the 200024 wording). */
export function inviteErrorText(t: TranslateFn, action: 'bind' | 'claim', code: number, message?: string): string {
  if (code === Code.NotEligible) return String(t(`invite:errors.${action}.${code}`, {}));
  return errorMessage(t, { code, message }) ?? String(t('invite:errors.network', {}));
}

/** The text of a failed request: the network text when no answer came, else the refusal's. */
function refusalText(t: TranslateFn, action: 'bind' | 'claim', failure: Failure): string {
  if (failure.lost) return String(t('invite:errors.network', {}));
  return inviteErrorText(t, action, failure.code, failure.message);
}

/** Binds a code; resolves null when bound, else the text to show. */
export async function bindInviteCode(code: string, t: TranslateFn): Promise<string | null> {
  const reply = await getSockets().lobby.request(Op.InviteCodeBind, { FriendCode: code });
  if (!reply.ok) return refusalText(t, 'bind', reply);
  try {
    localStorage.removeItem(PENDING_CODE_KEY);
  } catch {
    // storage off: nothing was kept
  }
  await fetchInviteInfo();
  return null;
}

/** Claims one reward; resolves null when it went through (the bag and the list are updated). */
export async function claimInviteReward(friendId: number, tier: InviteTierValue, t: TranslateFn): Promise<string | null> {
  const key = `${friendId}:${tier}`;
  useInviteStore.setState((s) => ({ claiming: [...s.claiming, key] }));
  try {
    const reply = await getSockets().lobby.request(Op.InviteRewardClaim, { FriendRequest: { PlayerID: friendId, Tier: tier } });
    if (!reply.ok) return refusalText(t, 'claim', reply);
    applyBag(reply.result.Bag);
    await fetchInviteInfo();
    return null;
  } finally {
    useInviteStore.setState((s) => ({ claiming: s.claiming.filter((k) => k !== key) }));
  }
}
