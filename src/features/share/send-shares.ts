/**
 * 送出 (account §4 "Share dialog"): one private message per selected player and, when
 * 同時送出公頻 is ticked, one public message, each carrying the share text; the server adds
 * the card (op share, gamecode, gameName, the sharer's player_id, id). Sent one after the other
 * so the chat rate limit refuses the last ones, not a random few.
 */
import { ChannelType, Code, Op, type ChatShareRequest } from '@/protocol';
import { getSockets } from '@/socket';

/** One share message: to a player, or public (playerId null). */
export interface ShareTarget {
  playerId: number | null;
}
/** How one message went: Ok, the server's Code, or null when no reply came. */
export interface ShareOutcome extends ShareTarget {
  code: number | null;
}
export type ShareSender = (payload: ChatShareRequest) => Promise<number | null>;

/** The 30070 request over the chat socket: the reply's Code, null when none came. */
export const socketShareSender: ShareSender = async (payload) => {
  const reply = await getSockets().chat.request(Op.ChatShare, payload);
  if (reply.ok) return Code.Ok;
  return reply.lost ? null : reply.code;
};

/** The targets of one 送出: each selected player in list order, then public when ticked. */
export function shareTargets(selected: readonly number[], toPublic: boolean): ShareTarget[] {
  return [...selected.map((playerId) => ({ playerId })), ...(toPublic ? [{ playerId: null }] : [])];
}

/** A new share id ([a-z0-9]): Params.id when no record is shared, and the root of one 送出's ClientIDs. */
export function newShareId(): string {
  return Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
}

/** Sends every target's message in turn and reports each outcome. */
export async function sendShares(
  share: { gameCode: string; text: string; id: string },
  targets: readonly ShareTarget[],
  send: ShareSender = socketShareSender,
  batch: string = newShareId(),
): Promise<ShareOutcome[]> {
  const outcomes: ShareOutcome[] = [];
  for (const target of targets) {
    const payload: ChatShareRequest =
      target.playerId === null
        ? { ChannelType: ChannelType.Public, GameCode: share.gameCode, Message: share.text, ID: share.id, ClientID: `share-${batch}-pub` }
        : {
            ChannelType: ChannelType.Private,
            PlayerID: target.playerId,
            GameCode: share.gameCode,
            Message: share.text,
            ID: share.id,
            ClientID: `share-${batch}-${target.playerId}`,
          };
    outcomes.push({ ...target, code: await send(payload) });
  }
  return outcomes;
}

/** The outcomes that failed (anything but Ok). */
export const failedShares = (outcomes: readonly ShareOutcome[]): ShareOutcome[] => outcomes.filter((o) => o.code !== Code.Ok);
