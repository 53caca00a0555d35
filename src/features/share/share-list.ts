/**
 * The share dialog's list (account §2, §4, §9 "Share dialog"): the friend list, or the players
 * a nickname search finds, 20 rows at a time; more load when the bottom sentinel comes into
 * view. The sentinel exists only when more rows exist and at least 20 are shown.
 */
import { Op, RelationType, ShareLimits, type Failure, type ListedPlayer } from '@/protocol';
import { getSockets } from '@/socket';

/** Rows per load (account §9: load step 20). */
export const SHARE_PAGE_SIZE = ShareLimits.PageSize;
/** The sentinel's observer: debounce and visible share (account §9). */
export const SENTINEL_DEBOUNCE_MS = 300;
export const SENTINEL_THRESHOLD = 0.5;

/** True when the bottom sentinel is rendered: more rows exist and at least 20 are shown. */
export function showSentinel(rows: number, total: number): boolean {
  return rows >= SHARE_PAGE_SIZE && rows < total;
}

/** One load: the friend list (name null) or a nickname search, page n (from 1). */
export interface ShareListQuery {
  name: string | null;
  page: number;
}
/** A loaded page: its rows and the list's total; or the Code of a refusal (-1 when no reply came). */
export type ShareListPage = { ok: true; rows: ListedPlayer[]; total: number } | { ok: false; code: number };
export type ShareListSource = (query: ShareListQuery) => Promise<ShareListPage>;

/** The Bypass tag of the dialog's searches (the chat's search ignores other tags). */
export const SHARE_SEARCH_TAG = 'share';

/** Friends through 11490, searches through 11510 (self and blocked players left out). */
export const socketShareList: ShareListSource = async ({ name, page }) => {
  const { lobby } = getSockets();
  if (name === null) {
    const reply = await lobby.request(Op.RelationList, { Type: RelationType.Friend, Page: page, PerPage: SHARE_PAGE_SIZE, GetTotal: true });
    return reply.ok ? { ok: true, rows: reply.result.List, total: reply.result.Total } : failedPage(reply);
  }
  const reply = await lobby.request(Op.PlayerSearch, {
    Name: name,
    Page: page,
    PerPage: SHARE_PAGE_SIZE,
    GetTotal: true,
    ExcludeSelf: true,
    FilterBlock: true,
    Bypass: SHARE_SEARCH_TAG,
  });
  return reply.ok ? { ok: true, rows: reply.result.Infos, total: reply.result.Total } : failedPage(reply);
};

/** A refusal keeps its Code; no reply is -1 (the dialog's 載入失敗). */
function failedPage(failure: Failure): ShareListPage {
  return { ok: false, code: failure.lost ? -1 : failure.code };
}

/** Adds `page` to `rows`, dropping players already listed (a row moved between pages). */
export function appendRows(rows: readonly ListedPlayer[], page: readonly ListedPlayer[]): ListedPlayer[] {
  const seen = new Set(rows.map((r) => r.PlayerID));
  return [...rows, ...page.filter((r) => !seen.has(r.PlayerID))];
}
