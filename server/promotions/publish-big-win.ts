/**
 * One big win, told to everyone who wants to know (chat §4 "Big-win promotion", §7 10081):
 * - WinType 1 (big prize) and 2 (bonus): a 10081 push to the lobby sockets of every signed-in
 *   player whose promotion is open, on every process (one publish on the cluster bus through
 *   the hub), and one record-win system message in the public channel (Params op record_win,
 *   gamecode, player_id, from, amount, multiple, gameName, round_id…) through the chat's site-message
 *   path, so it is stored, ordered and found in history like any message.
 * - WinType 3 (vault code): a 10081 push carrying the code to the one player it concerns,
 *   whatever their promotion setting (it is theirs), and nothing in chat.
 * The winner's name and picture, and the game's name, are read here: callers name ids only.
 */
import {
  BigWinType,
  ChannelType,
  ChatSpecialOp,
  Code,
  Op,
  RecordWinParam,
  reply,
  type BigWinAlert,
  type ChatMessage,
} from '../../src/protocol';
import { publishSiteMessage } from '../chat/system-messages';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { promotionSubscribers } from './promotion-settings';

interface BigWinEventBase {
  /** The winner. */
  playerId: number;
  gameCode: string;
  provider: string;
  bet: number;
  win: number;
  /** AlertInfo.SymbolNo: 101–104 name a level (giant, big, medium, small prize); default 0 (the multiplier shows). */
  symbolNo?: number;
  /** AlertInfo.Multiple: Win / Bet. */
  multiple: number;
  /** The round, for the replay of a record-win message. */
  roundId?: string;
}

/** What `publishBigWin` is told: a big prize or bonus winner, or a vault code for its player. */
export type BigWinEvent =
  | (BigWinEventBase & { winType: typeof BigWinType.BigPrize | typeof BigWinType.Bonus })
  | (BigWinEventBase & { winType: typeof BigWinType.VaultCode; vaultCode: string });

export interface BigWinOutcome {
  /** The 10081 frame's Result. */
  alert: BigWinAlert;
  /** Players it was published to (their lobby sockets on every process). */
  recipients: number[];
  /** The record-win chat message (WinType 1 and 2), else null. */
  chatMessage: ChatMessage | null;
}

/** Spec: picture setting 1 with a picture is the player's own; anything else is the default avatar (''). */
const pictureOf = (p: { pic_url: string; picture_setting: number }) => (p.picture_setting === 1 && p.pic_url !== '' ? p.pic_url : '');

/**
 * Pushes a big win and posts its record-win chat message (throws ReplyError PlayerNotFound for
 * an unknown player).
 * @example await publishBigWin(services, { playerId, gameCode: '10001', provider: 'be', bet: 100, win: 15_200, multiple: 152, winType: BigWinType.BigPrize, roundId })
 */
export async function publishBigWin(services: Services, event: BigWinEvent): Promise<BigWinOutcome> {
  const { repos, hub } = services;
  const player = await repos.players.find(event.playerId);
  if (!player) throw new ReplyError(Code.PlayerNotFound, `no player ${event.playerId}`);
  const alert: BigWinAlert = {
    PlayerID: player.id,
    PlayerName: player.name,
    PictureURL: pictureOf(player),
    GameCode: event.gameCode,
    Provider: event.provider,
    WinType: event.winType,
    AlertInfo: { SymbolNo: event.symbolNo ?? 0, Multiple: Math.max(0, event.multiple) },
    Win: Math.max(0, Math.floor(event.win)),
    RoundID: event.roundId ?? '',
    ...(event.winType === BigWinType.VaultCode ? { VaultCode: event.vaultCode } : {}),
  };
  const frame = reply(Op.BigWinAlertPush, Code.Ok, alert);

  if (event.winType === BigWinType.VaultCode) {
    hub.push(player.id, frame, 'lobby');
    return { alert, recipients: [player.id], chatMessage: null };
  }

  const recipients = await promotionSubscribers(services);
  if (recipients.length > 0) hub.pushToPlayers(recipients, frame, 'lobby');
  const game = await repos.games.find(event.gameCode);
  const chatMessage = await publishSiteMessage(services, {
    channelType: ChannelType.Public,
    text: '',
    params: {
      op: ChatSpecialOp.RecordWin,
      [RecordWinParam.GameCode]: event.gameCode,
      [RecordWinParam.PlayerId]: player.id,
      [RecordWinParam.From]: player.name,
      [RecordWinParam.Amount]: alert.Win,
      [RecordWinParam.Multiple]: alert.AlertInfo.Multiple,
      [RecordWinParam.GameName]: game?.name_zh_tw ?? event.gameCode,
      [RecordWinParam.RoundId]: alert.RoundID,
      [RecordWinParam.SiteId]: player.site_id,
      [RecordWinParam.Provider]: event.provider,
    },
  });
  return { alert, recipients, chatMessage };
}
