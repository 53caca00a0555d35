/**
 * Chat history and read marks. Each channel (type + key) has its own strictly increasing
 * `seq`, taken from an atomic counter row inside the insert's transaction, so paging,
 * resume and unread counts never depend on clocks or auto-increment gaps.
 */
import type { Selectable } from 'kysely';
import { ChannelType, ChatSenderType } from '../../../src/protocol';
import type { ChatMessagesTable, Db } from '../schema';
import { inTransaction } from '../tx';

export const SenderType = ChatSenderType;

/** Channel keys: public 'world', announcement 'all', club/alliance by id, private 'a:b'. */
export const PUBLIC_CHANNEL_KEY = 'world';
export const ANNOUNCEMENT_CHANNEL_KEY = 'all';

/** The same key whichever side asks: `privateChannelKey(9, 3) === '3:9'`. */
export function privateChannelKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export interface ChannelRef {
  channelType: number;
  channelKey: string;
}

export interface NewChatMessage extends ChannelRef {
  senderId: number | null;
  senderType?: number;
  /** Private messages: the addressee (required there: it feeds rooms and unread counts). */
  recipientId?: number | null;
  text: string;
  originalText?: string;
  replyId?: number | null;
  flag?: number;
  colorId?: number;
  clubName?: string;
  allianceId?: number | null;
  autoReply?: string[];
  params?: Record<string, string | number> | null;
  createdAt?: number;
  /** The sender's id for this message (chat send's ClientID); unique per sender. */
  clientId?: string | null;
}

export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** A message with its sender's display fields (null when no player sent it). */
export interface MessageWithSender extends ChatMessageRow {
  sender_name: string | null;
  sender_pic_url: string | null;
  sender_picture_setting: number | null;
  sender_vip_level: number | null;
}

export interface PageQuery extends ChannelRef {
  /** Only messages created at or before this time (epoch ms). */
  maxTime?: number;
  /** Only messages with seq at or below this (exact anchor). */
  maxSeq?: number;
  offset: number;
  limit: number;
}

export function chatRepository(db: Db, now: () => number) {
  const withSender = () =>
    db
      .selectFrom('chat_messages as m')
      .leftJoin('players as p', 'p.id', 'm.sender_id')
      .selectAll('m')
      .select([
        'p.name as sender_name',
        'p.pic_url as sender_pic_url',
        'p.picture_setting as sender_picture_setting',
        'p.vip_level as sender_vip_level',
      ]);

  async function lastReadSeq(playerId: number, channelType: number, channelKey: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('chat_reads')
      .select('last_read_seq')
      .where('player_id', '=', playerId)
      .where('channel_type', '=', channelType)
      .where('channel_key', '=', channelKey)
      .executeTakeFirst();
    return row && Number(row.last_read_seq);
  }

  async function lastSeq(channelType: number, channelKey: string): Promise<number> {
    const row = await db
      .selectFrom('chat_channels')
      .select('last_seq')
      .where('channel_type', '=', channelType)
      .where('channel_key', '=', channelKey)
      .executeTakeFirst();
    return Number(row?.last_seq ?? 0);
  }

  return {
    /** Appends a message with the channel's next seq (and, if private, updates both rooms). */
    append(m: NewChatMessage) {
      return inTransaction(db, async (trx) => {
        const counter = await trx
          .insertInto('chat_channels')
          .values({ channel_type: m.channelType, channel_key: m.channelKey, last_seq: 1 })
          .onConflict((oc) =>
            oc.columns(['channel_type', 'channel_key']).doUpdateSet((eb) => ({
              last_seq: eb('chat_channels.last_seq', '+', 1),
            })),
          )
          .returning('last_seq')
          .executeTakeFirstOrThrow();
        const seq = Number(counter.last_seq);
        const createdAt = m.createdAt ?? now();
        const row = await trx
          .insertInto('chat_messages')
          .values({
            channel_type: m.channelType,
            channel_key: m.channelKey,
            seq,
            sender_id: m.senderId,
            sender_type: m.senderType ?? (m.senderId === null ? SenderType.System : SenderType.Player),
            recipient_id: m.recipientId ?? null,
            text: m.text,
            original_text: m.originalText ?? m.text,
            reply_id: m.replyId ?? null,
            flag: m.flag ?? 0,
            color_id: m.colorId ?? 1,
            created_at: createdAt,
            club_name: m.clubName ?? '',
            alliance_id: m.allianceId ?? null,
            auto_reply: m.autoReply && m.autoReply.length > 0 ? JSON.stringify(m.autoReply) : '',
            params: m.params ? JSON.stringify(m.params) : '',
            client_id: m.clientId ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (m.channelType === ChannelType.Private && m.senderId !== null && m.recipientId) {
          for (const [player, other] of [[m.senderId, m.recipientId], [m.recipientId, m.senderId]] as const) {
            await trx
              .insertInto('chat_private_rooms')
              .values({ player_id: player, other_id: other, channel_key: m.channelKey, last_seq: seq, last_at: createdAt })
              .onConflict((oc) => oc.columns(['player_id', 'other_id']).doUpdateSet({ last_seq: seq, last_at: createdAt }))
              .execute();
          }
        }
        return row;
      });
    },

    /** The message `senderId` stored under its own `clientId` (a resend finds the first one). */
    bySenderClientId(senderId: number, clientId: string): Promise<ChatMessageRow | undefined> {
      return db
        .selectFrom('chat_messages')
        .selectAll()
        .where('sender_id', '=', senderId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
    },

    /** Newest first, older than `before` (a seq) when paging back. */
    history(query: ChannelRef & { beforeSeq?: number; limit: number }) {
      let q = db
        .selectFrom('chat_messages')
        .selectAll()
        .where('channel_type', '=', query.channelType)
        .where('channel_key', '=', query.channelKey);
      if (query.beforeSeq !== undefined) q = q.where('seq', '<', query.beforeSeq);
      return q.orderBy('seq', 'desc').limit(query.limit).execute();
    },

    /**
     * One page newest first inside a fixed anchor (time and/or seq), so messages sent
     * after page 1 was read do not shift the later pages.
     */
    page(query: PageQuery): Promise<MessageWithSender[]> {
      let q = withSender().where('m.channel_type', '=', query.channelType).where('m.channel_key', '=', query.channelKey);
      if (query.maxTime !== undefined) q = q.where('m.created_at', '<=', query.maxTime);
      if (query.maxSeq !== undefined) q = q.where('m.seq', '<=', query.maxSeq);
      return q.orderBy('m.seq', 'desc').offset(query.offset).limit(query.limit).execute();
    },

    /** One page oldest first of messages created after `minTime` (announcements QueryAfter). */
    pageAfterTime(query: ChannelRef & { minTime: number; offset: number; limit: number }): Promise<MessageWithSender[]> {
      return withSender()
        .where('m.channel_type', '=', query.channelType)
        .where('m.channel_key', '=', query.channelKey)
        .where('m.created_at', '>', query.minTime)
        .orderBy('m.seq', 'asc')
        .offset(query.offset)
        .limit(query.limit)
        .execute();
    },

    /** Messages with seq > afterSeq, oldest first (resume after a disconnect). */
    after(query: ChannelRef & { afterSeq: number; limit: number }): Promise<MessageWithSender[]> {
      return withSender()
        .where('m.channel_type', '=', query.channelType)
        .where('m.channel_key', '=', query.channelKey)
        .where('m.seq', '>', query.afterSeq)
        .orderBy('m.seq', 'asc')
        .limit(query.limit)
        .execute();
    },

    /** Highest seq of the channel created at or before `maxTime` (0 when none). */
    async maxSeqAt(channel: ChannelRef, maxTime: number): Promise<number> {
      const row = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('channel_type', '=', channel.channelType)
        .where('channel_key', '=', channel.channelKey)
        .where('created_at', '<=', maxTime)
        .executeTakeFirst();
      return Number(row?.seq ?? 0);
    },

    withSender(id: number): Promise<MessageWithSender | undefined> {
      return withSender().where('m.id', '=', id).executeTakeFirst();
    },

    find(id: number): Promise<ChatMessageRow | undefined> {
      return db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Messages a player sent (any channel) at or after `since`: the rate limit's count. */
    async countSentSince(playerId: number, since: number): Promise<number> {
      const row = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sender_id', '=', playerId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    lastSeq,

    /**
     * Marks the channel read up to `upToSeq` (default: everything in it now). The mark never
     * moves back, so two tabs marking at once cannot resurrect a count.
     */
    async markRead(playerId: number, channelType: number, channelKey: string, upToSeq?: number): Promise<number> {
      const seq = upToSeq ?? (await lastSeq(channelType, channelKey));
      await db
        .insertInto('chat_reads')
        .values({ player_id: playerId, channel_type: channelType, channel_key: channelKey, last_read_seq: seq })
        .onConflict((oc) =>
          oc.columns(['player_id', 'channel_type', 'channel_key']).doUpdateSet((eb) => ({
            last_read_seq: eb
              .case()
              .when('chat_reads.last_read_seq', '>', eb.ref('excluded.last_read_seq'))
              .then(eb.ref('chat_reads.last_read_seq'))
              .else(eb.ref('excluded.last_read_seq'))
              .end(),
          })),
        )
        .execute();
      return seq;
    },

    lastReadSeq,

    /**
     * Unread messages of one shared channel (public, club, alliance, announcement) not sent
     * by the player. With no read mark yet, only messages since `sinceTime` count (a
     * newcomer does not start with the whole history unread).
     */
    async unreadInChannel(playerId: number, channelType: number, channelKey: string, sinceTime: number): Promise<number> {
      const readSeq = await lastReadSeq(playerId, channelType, channelKey);
      let q = db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('channel_type', '=', channelType)
        .where('channel_key', '=', channelKey)
        .where((eb) => eb.or([eb('sender_id', 'is', null), eb('sender_id', '!=', playerId)]));
      q = readSeq === undefined ? q.where('created_at', '>=', sinceTime) : q.where('seq', '>', readSeq);
      const row = await q.executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Unread private messages addressed to the player, over all conversations or one. */
    async unreadPrivate(playerId: number, channelKey?: string): Promise<number> {
      let q = db
        .selectFrom('chat_messages as m')
        .leftJoin('chat_reads as r', (join) =>
          join
            .onRef('r.channel_key', '=', 'm.channel_key')
            .on('r.player_id', '=', playerId)
            .on('r.channel_type', '=', ChannelType.Private),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('m.channel_type', '=', ChannelType.Private)
        .where('m.recipient_id', '=', playerId)
        .where((eb) => eb('m.seq', '>', eb.fn.coalesce('r.last_read_seq', eb.lit(0))));
      if (channelKey !== undefined) q = q.where('m.channel_key', '=', channelKey);
      const row = await q.executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;

/** The public channel's stored messages after `afterSeq`, oldest first (the chaos run's end check). */
export async function publicHistoryAfter(db: Db, afterSeq: number): Promise<{ id: number; seq: number; client_id: string | null }[]> {
  return db
    .selectFrom('chat_messages')
    .select(['id', 'seq', 'client_id'])
    .where('channel_type', '=', ChannelType.Public)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .execute();
}
