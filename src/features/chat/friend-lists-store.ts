/**
 * The friends view's other sections (account §2 "friends and blacklist", §7): the blacklist
 * (11490 Type 2, 100 a page), recommended friends (11560) and invited friends (12630, 2000 a
 * page), shown by the friends view (the chat's 好友 tab and the friends dialog of
 * src/features/friends); the friend list and the player search are in ./store.
 */
import { Code, ListLimits, Op, RelationLimits, RelationType, type ListedPlayer } from '@/protocol';
import { createStore } from '@/lib/create-store';
import { lobbySocket } from './sockets';
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

async function ask(section: ListSection): Promise<{ code: number; list: ListedPlayer[]; total: number }> {
  const lobby = lobbySocket();
  if (section === 'blocked') {
    const r = await lobby.request(Op.RelationList, { Type: RelationType.Blocked, Page: 1, PerPage: ListLimits.BlockedPerPage, GetTotal: true });
    return { code: r.Code, list: r.Result?.List ?? [], total: r.Result?.Total ?? 0 };
  }
  if (section === 'recommended') {
    const r = await lobby.request(Op.RecommendFriends, {});
    const list = r.Result?.List ?? [];
    return { code: r.Code, list, total: list.length };
  }
  const r = await lobby.request(Op.InvitedFriends, { Name: '', Page: 1, PerPage: RelationLimits.InvitedPerPage });
  return { code: r.Code, list: r.Result?.List ?? [], total: r.Result?.Total ?? 0 };
}

/** Loads one section afresh (shown as loading meanwhile). */
export async function loadSection(section: ListSection): Promise<void> {
  useFriendListsStore.setState({ [section]: empty() });
  let next: SectionList;
  try {
    const { code, list, total } = await ask(section);
    next = code === Code.Ok ? { list, total, errorCode: null } : { list: [], total: 0, errorCode: code };
  } catch {
    next = { list: [], total: 0, errorCode: -1 };
  }
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
