/**
 * The friends view's other sections (account §2 "friends and blacklist", §7): the blacklist
 * (11490 Type 2, 100 a page), recommended friends (11560) and invited friends (12630, 2000 a
 * page), shown by the friends view (the chat's 好友 tab and the friends dialog of
 * src/features/friends); the friend list and the player search are in ./store.
 */
import { ListLimits, Op, RelationLimits, RelationType, type ListedPlayer, type Result } from '@/protocol';
import { createStore } from '@/lib/create-store';
import { getSockets } from '@/socket';
import type { ListSection } from './friend-sections';

export interface SectionList {
  /** null while loading. */
  list: ListedPlayer[] | null;
  total: number;
  /** The refusal code, or -1 when no reply came. */
  errorCode: number | null;
}

type ListsState = Record<ListSection, SectionList>;

const empty = (): SectionList => ({ list: null, total: 0, errorCode: null });

export const useFriendListsStore = createStore<ListsState>('friend-lists', () => ({
  blocked: empty(),
  recommended: empty(),
  invited: empty(),
}));

async function ask(section: ListSection): Promise<Result<{ list: ListedPlayer[]; total: number }>> {
  const lobby = getSockets().lobby;
  if (section === 'blocked') {
    const r = await lobby.request(Op.RelationList, { Type: RelationType.Blocked, Page: 1, PerPage: ListLimits.BlockedPerPage, GetTotal: true });
    return r.ok ? { ok: true, result: { list: r.result.List, total: r.result.Total } } : r;
  }
  if (section === 'recommended') {
    const r = await lobby.request(Op.RecommendFriends, {});
    return r.ok ? { ok: true, result: { list: r.result.List, total: r.result.List.length } } : r;
  }
  const r = await lobby.request(Op.InvitedFriends, { Name: '', Page: 1, PerPage: RelationLimits.InvitedPerPage });
  return r.ok ? { ok: true, result: { list: r.result.List, total: r.result.Total } } : r;
}

/** Loads one section afresh (shown as loading meanwhile). */
export async function loadSection(section: ListSection): Promise<void> {
  useFriendListsStore.setState({ [section]: empty() });
  const r = await ask(section);
  const next: SectionList = r.ok
    ? { list: r.result.list, total: r.result.total, errorCode: null }
    : { list: [], total: 0, errorCode: r.lost ? -1 : r.code };
  useFriendListsStore.setState({ [section]: next });
}

/** Takes a player out of a loaded section at once (after unblocking or befriending them). */
export function dropFromSection(section: ListSection, playerId: number): void {
  useFriendListsStore.setState((s) => {
    const current = s[section];
    if (!current.list) return s;
    const list = current.list.filter((p) => p.PlayerID !== playerId);
    return { [section]: { ...current, list, total: Math.max(0, current.total - (current.list.length - list.length)) } };
  });
}

export function resetFriendLists(): void {
  useFriendListsStore.setState({ blocked: empty(), recommended: empty(), invited: empty() });
}
