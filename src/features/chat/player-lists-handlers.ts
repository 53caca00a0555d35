/** Lobby replies the chat uses: the player card (11521) and the friend / search lists (11491, 11511). */
import { Code } from '@/protocol/codes';
import { RelationType } from '@/protocol/lists-rules';
import { Op } from '@/protocol/ops';
import type { ListedPlayer, PlayerProfile, Reply } from '@/protocol';
import { useChatStore } from './store';

/** The Bypass tag of the chat's searches, so another feature's search is not taken for ours. */
export const CHAT_SEARCH_TAG = 'chat';

function toListed(value: unknown): ListedPlayer | null {
  const p = value as Record<string, unknown> | null;
  if (!p || typeof p.PlayerID !== 'number' || typeof p.Name !== 'string') return null;
  return {
    PlayerID: p.PlayerID,
    Name: p.Name,
    PictureURL: typeof p.PictureURL === 'string' ? p.PictureURL : '',
    PictureSetting: typeof p.PictureSetting === 'number' ? p.PictureSetting : 2,
    Online: p.Online === true,
    VIPLevel: typeof p.VIPLevel === 'number' ? p.VIPLevel : 0,
  };
}

const listOf = (value: unknown): ListedPlayer[] =>
  Array.isArray(value) ? value.map(toListed).filter((x): x is ListedPlayer => x !== null) : [];

/** 11491 (friends) and 11511 (search, ours only). */
export function onListsReply(reply: Reply): void {
  const r = reply.Result as Record<string, unknown> | null;
  if (reply.OP === Op.PlayerSearchReply) {
    if (r && r.Bypass !== CHAT_SEARCH_TAG) return;
    useChatStore.setState({ listsLoading: false, searchResults: reply.Code === Code.Ok ? listOf(r?.Infos) : [] });
    return;
  }
  if (r && typeof r.Type === 'number' && r.Type !== RelationType.Friend) return; // the blacklist is not the chat's
  useChatStore.setState({ listsLoading: false, friends: reply.Code === Code.Ok ? listOf(r?.List) : [] });
}

function toProfile(value: unknown): PlayerProfile | null {
  const p = value as Record<string, unknown> | null;
  if (!p || typeof p.PlayerID !== 'number' || typeof p.Name !== 'string') return null;
  return p as unknown as PlayerProfile;
}

/** 11521: the card asked for (a late answer for another player is ignored). */
export function onPlayerCardReply(reply: Reply): void {
  const card = useChatStore.getState().playerCard;
  if (!card) return;
  if (reply.Code !== Code.Ok) {
    useChatStore.setState({ playerCard: { ...card, errorCode: reply.Code } });
    return;
  }
  const profile = toProfile(reply.Result);
  if (!profile || profile.PlayerID !== card.playerId) return;
  useChatStore.setState({ playerCard: { ...card, profile, errorCode: null } });
}
