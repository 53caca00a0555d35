/**
 * Chat history and read marks. Each channel (type + key) has its own strictly increasing
 * `seq`, taken from an atomic counter row, so paging and unread counts never depend on
 * clocks or auto-increment gaps.
 */
import { ChannelType } from '../../../src/protocol';
import type { Db } from '../schema';
import { inTransaction } from '../tx';

export const SenderType = { Player: 0, CustomerService: 1, System: 2 } as const;

/** Channel keys: public 'world', announcement 'all', club/alliance by id, private 'a:b'. */
export const PUBLIC_CHANNEL_KEY = 'world';
export const ANNOUNCEMENT_CHANNEL_KEY = 'all';

/** The same key whichever side asks: `privateChannelKey(9, 3) === '3:9'`. */
export function privateChannelKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export interface NewChatMessage {
  channelType: number;
  channelKey: string;
  senderId: number | null;
  senderType?: number;
  recipientId?: number | null;
  text: string;
  originalText?: string;
  replyId?: number | null;
  flag?: number;
  colorId?: number;
  createdAt?: number;
}

export function chatRepository(db: Db, now: () => number) {
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

  return {
    /** Appends a message with the channel's next seq. */
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
        return trx
          .insertInto('chat_messages')
          .values({
            channel_type: m.channelType,
            channel_key: m.channelKey,
            seq: Number(counter.last_seq),
            sender_id: m.senderId,
            sender_type: m.senderType ?? (m.senderId === null ? SenderType.System : SenderType.Player),
            recipient_id: m.recipientId ?? null,
            text: m.text,
            original_text: m.originalText ?? m.text,
            reply_id: m.replyId ?? null,
            flag: m.flag ?? 0,
            color_id: m.colorId ?? 1,
            created_at: m.createdAt ?? now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /** Newest first, older than `before` (a seq) when paging back. */
    history(query: { channelType: number; channelKey: string; beforeSeq?: number; limit: number }) {
      let q = db
        .selectFrom('chat_messages')
        .selectAll()
        .where('channel_type', '=', query.channelType)
        .where('channel_key', '=', query.channelKey);
      if (query.beforeSeq !== undefined) q = q.where('seq', '<', query.beforeSeq);
      return q.orderBy('seq', 'desc').limit(query.limit).execute();
    },

    /**
     * Marks the channel read up to `upToSeq` (default: everything in it now). The
     * announcement channel passes the latest announcement id instead of a seq.
     */
    async markRead(playerId: number, channelType: number, channelKey: string, upToSeq?: number): Promise<void> {
      let seq = upToSeq;
      if (seq === undefined) {
        const channel = await db
          .selectFrom('chat_channels')
          .select('last_seq')
          .where('channel_type', '=', channelType)
          .where('channel_key', '=', channelKey)
          .executeTakeFirst();
        seq = Number(channel?.last_seq ?? 0);
      }
      await db
        .insertInto('chat_reads')
        .values({ player_id: playerId, channel_type: channelType, channel_key: channelKey, last_read_seq: seq })
        .onConflict((oc) => oc.columns(['player_id', 'channel_type', 'channel_key']).doUpdateSet({ last_read_seq: seq }))
        .execute();
    },

    lastReadSeq,

    /**
     * Unread messages of one shared channel (public, club) not sent by the player. With no
     * read mark yet, only messages since `sinceTime` count (a newcomer does not start
     * with the whole history unread).
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

    /** Unread private messages addressed to the player, over all conversations. */
    async unreadPrivate(playerId: number): Promise<number> {
      const row = await db
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
        .where((eb) => eb('m.seq', '>', eb.fn.coalesce('r.last_read_seq', eb.lit(0))))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
