import type { Db } from '../schema';
import type { GiftsTable } from './gifts';

/** One gift the player sent or received, with the other player's id and name. */
export interface GiftRecordRow {
  id: number;
  sent: boolean;
  otherId: number;
  otherName: string;
  itemId: number;
  amount: number;
  fee: number;
  roomId: number | null;
  createdAt: number;
}

/** The gift records of one player (12860): reads of the gifts table of migration 010. */
export function giftRecordsRepository(db: Db) {
  const q = db.withTables<{ gifts: GiftsTable }>();
  const mine = (playerId: number) => q.selectFrom('gifts').where((eb) => eb.or([eb('from_id', '=', playerId), eb('to_id', '=', playerId)]));

  return {
    async count(playerId: number): Promise<number> {
      const row = await mine(playerId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Newest first (then the newest id first). */
    async page(playerId: number, offset: number, limit: number): Promise<GiftRecordRow[]> {
      const rows = await mine(playerId)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      const others = [...new Set(rows.map((r) => (r.from_id === playerId ? r.to_id : r.from_id)))];
      const names = new Map<number, string>();
      if (others.length > 0) {
        for (const p of await db.selectFrom('players').select(['id', 'name']).where('id', 'in', others).execute()) names.set(p.id, p.name);
      }
      return rows.map((r) => {
        const sent = r.from_id === playerId;
        const otherId = sent ? r.to_id : r.from_id;
        return {
          id: r.id,
          sent,
          otherId,
          otherName: names.get(otherId) ?? '',
          itemId: r.item_id,
          amount: Number(r.amount),
          fee: Number(r.fee),
          roomId: r.room_id,
          createdAt: Number(r.created_at),
        };
      });
    },
  };
}

export type GiftRecordsRepository = ReturnType<typeof giftRecordsRepository>;
