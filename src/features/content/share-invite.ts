/**
 * /share as the landing page of a shared game link: a link that names its sharer (`from`, a
 * player id) invites whoever opens it to the game, and to the record when it carries one.
 * Without `from`, /share stays the sharer's entry into the share dialog (src/features/share).
 *
 * Query: gameCode (required), gameName, from (player id), fromName, amount and multiple (a
 * win record), id (the machine or record id).
 */
import { shareFromQuery } from '@/features/share';
import { queryValue, type PageQuery } from './query';

export interface ShareInvite {
  gameCode: string;
  gameName: string;
  from: string;
  fromName: string | null;
  /** A win to show, when the link shares a record. */
  amount: number | null;
  multiple: string | null;
  id: string | null;
}

const PLAYER_ID = /^[0-9]{1,20}$/;
const AMOUNT = /^[0-9]{1,15}$/;
const MULTIPLE = /^[0-9]{1,6}(\.[0-9]{1,2})?$/;

function toSearch(query: PageQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) search.set(key, first);
  }
  return search;
}

/** The invitation a /share query names, or null (no game, or no sharer: the sharer's own page). */
export function shareInviteFrom(query: PageQuery): ShareInvite | null {
  const from = queryValue(query, 'from', 21);
  const share = shareFromQuery(toSearch(query));
  if (!share || !PLAYER_ID.test(from)) return null;
  const amount = queryValue(query, 'amount', 16);
  const multiple = queryValue(query, 'multiple', 10);
  return {
    gameCode: share.gameCode,
    gameName: share.gameName,
    from,
    fromName: queryValue(query, 'fromName', 20) || null,
    amount: AMOUNT.test(amount) ? Number(amount) : null,
    multiple: MULTIPLE.test(multiple) ? multiple : null,
    id: share.id ?? null,
  };
}

/**
 * The path (without locale) of an invitation link, for whoever shares one outside the site.
 * @example shareInviteLink({ gameCode: '10001', gameName: '財神到', from: '1001' }) === '/share?gameCode=10001&gameName=%E8%B2%A1%E7%A5%9E%E5%88%B0&from=1001'
 */
export function shareInviteLink(invite: Pick<ShareInvite, 'gameCode' | 'gameName' | 'from'> & Partial<ShareInvite>): string {
  const search = new URLSearchParams({ gameCode: invite.gameCode, gameName: invite.gameName, from: invite.from });
  if (invite.fromName) search.set('fromName', invite.fromName);
  if (invite.amount != null) search.set('amount', String(invite.amount));
  if (invite.multiple) search.set('multiple', invite.multiple);
  if (invite.id) search.set('id', invite.id);
  return `/share?${search.toString()}`;
}
