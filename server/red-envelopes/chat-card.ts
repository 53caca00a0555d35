/**
 * An envelope is sent into a chat channel (chat §3 "red envelope", issue 10 item 3): after the
 * create commits, the creator "says" a card message in that channel — Params {op red_envelope,
 * red_envelope_id, title, amount} — through the site-message path of server/chat, so it is
 * stored with the channel's next seq, pushed as 30001 / 30081 and found in history like any
 * message. The speaking rules (VIP, mute, rate limit) do not apply: the coins are already
 * paid, and a card that could be refused now would leave an envelope nobody can see.
 * Once only: the message is stored under the creator's ClientID `red-envelope-<id>`.
 */
import { ChannelType, ChatSenderType, ChatSpecialOp, Code, type RedEnvelope } from '../../src/protocol';
import { requireClubChat } from '../chat/channels';
import { ClubRole } from '../db/repositories/clubs';
import { publishSiteMessage } from '../chat/system-messages';
import { ReplyError } from '../errors';
import type { Services } from '../services';

/** Where a create posts its card: public, or the creator's club (its alliance tab when in one). */
export type EnvelopeChannel = { channelType: typeof ChannelType.Public } | { channelType: typeof ChannelType.Club; clubId: number };

/**
 * The channel a create's ChannelType names, checked before any coin moves: private 200233,
 * club only for its leader or sub leader (200106 rights insufficient; chat §6 names the roles,
 * decision 320) whose club chat is on (the club chat's codes).
 */
export async function envelopeChannel(services: Services, playerId: number, channelType: number | undefined): Promise<EnvelopeChannel> {
  if (channelType === ChannelType.Private) throw new ReplyError(Code.RedEnvelopeNotPrivate, 'red envelopes cannot be sent privately');
  if (channelType === ChannelType.Club) {
    const membership = await requireClubChat(services.repos, playerId);
    if (membership.role !== ClubRole.Leader && membership.role !== ClubRole.SubLeader) {
      throw new ReplyError(Code.ClubRightsInsufficient, 'only the club leader or sub leader sends red envelopes into the club');
    }
    return { channelType: ChannelType.Club, clubId: membership.clubId };
  }
  return { channelType: ChannelType.Public };
}

const cardClientId = (envelopeId: number) => `red-envelope-${envelopeId}`;

/** Posts the envelope's card in `channel` unless it is there already (a retried create). */
export async function postEnvelopeCard(services: Services, e: RedEnvelope, channel: EnvelopeChannel): Promise<void> {
  const clientId = cardClientId(e.RedEnvelopeID);
  const posted = () => services.repos.chat.bySenderClientId(e.CreatorID, clientId);
  if (await posted()) return;
  try {
    await publishSiteMessage(services, {
      channelType: channel.channelType,
      clubId: channel.channelType === ChannelType.Club ? channel.clubId : undefined,
      senderId: e.CreatorID,
      senderType: ChatSenderType.Player,
      text: e.Title,
      params: { op: ChatSpecialOp.RedEnvelope, red_envelope_id: e.RedEnvelopeID, title: e.Title, amount: e.Amount },
      clientId,
    });
  } catch (err) {
    // Two retries racing: the unique (sender, ClientID) index let one insert through.
    if (!(await posted())) throw err;
  }
}
