/**
 * The private room list: one `chat_private_rooms` row per conversation and side, kept by
 * `chat.append`, joined with the other player and the conversation's last message.
 */
import { ChannelType } from '../../../src/protocol';
import type { Db } from '../schema';

export interface PrivateRoomRow {
  other_id: number;
  channel_key: string;
  last_seq: number;
  last_at: number;
  other_name: string;
  other_pic_url: string;
  other_picture_setting: number;
  other_vip_level: number;
  last_text: string | null;
}

export function chatRoomsRepository(db: Db) {
  return {
    /** Rooms of a player, most recent conversation first. */
    list(playerId: number, offset: number, limit: number): Promise<PrivateRoomRow[]> {
      return db
        .selectFrom('chat_private_rooms as r')
        .innerJoin('players as p', 'p.id', 'r.other_id')
        .leftJoin('chat_messages as m', (join) =>
          join
            .on('m.channel_type', '=', ChannelType.Private)
            .onRef('m.channel_key', '=', 'r.channel_key')
            .onRef('m.seq', '=', 'r.last_seq'),
        )
        .select([
          'r.other_id',
          'r.channel_key',
          'r.last_seq',
          'r.last_at',
          'p.name as other_name',
          'p.pic_url as other_pic_url',
          'p.picture_setting as other_picture_setting',
          'p.vip_level as other_vip_level',
          'm.text as last_text',
        ])
        .where('r.player_id', '=', playerId)
        .orderBy('r.last_at', 'desc')
        .orderBy('r.last_seq', 'desc')
        .orderBy('r.other_id')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(playerId: number): Promise<number> {
      const row = await db
        .selectFrom('chat_private_rooms')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('player_id', '=', playerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type ChatRoomsRepository = ReturnType<typeof chatRoomsRepository>;
