/**
 * Relationship changes from the profile card and the friends lists (account §4): 11530 add /
 * 11570 delete with Type 1 friend or 2 blacklist; on success the card's profile is asked again
 * (11520) and the chat's friend list reloads; a refusal shows its text.
 */
import { Op, RelationType } from '@/protocol';
import { errorMessage, type TranslateFn } from '@/protocol/errors';
import { showToast } from '@/ui/toast-store';
import type { RelationChange } from '@/features/profile-card';
import { requestFriends } from './actions';
import { getSockets } from '@/socket';

export type { RelationChange };

const CHANGES: Record<RelationChange, { op: typeof Op.RelationAdd | typeof Op.RelationDelete; type: number; done: string }> = {
  addFriend: { op: Op.RelationAdd, type: RelationType.Friend, done: 'actions.added' },
  delete: { op: Op.RelationDelete, type: RelationType.Friend, done: 'actions.deleted' },
  block: { op: Op.RelationAdd, type: RelationType.Blocked, done: 'actions.blocked' },
  unblock: { op: Op.RelationDelete, type: RelationType.Blocked, done: 'actions.unblocked' },
};

/**
 * Sends the change; true when the server took it. `t` translates errors, `tp` the profile
 * texts (the confirmation toast).
 */
export async function changeRelation(
  change: RelationChange,
  playerId: number,
  texts: { t: TranslateFn; tp: (key: string) => string },
): Promise<boolean> {
  const { op, type, done } = CHANGES[change];
  const reply = await getSockets().lobby.request(op, { PlayerID: playerId, Type: type as 1 | 2 });
  if (!reply.ok) {
    const text = reply.lost ? texts.tp('network') : errorMessage(texts.t, { code: reply.code, message: reply.message });
    if (text) showToast(text, { tone: 'error' });
    return false;
  }
  showToast(texts.tp(done), { tone: 'success' });
  // The card keeps showing the profile until the new one arrives (a closed card ignores it).
  getSockets().lobby.send(Op.UserInfo, { PlayerID: playerId });
  requestFriends();
  return true;
}
