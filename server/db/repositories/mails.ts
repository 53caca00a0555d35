/**
 * In-app mail (migration 011). Every read and write names the recipient, so a player only
 * ever sees or touches their own mail. The collect step is `claimCollect`: a conditional
 * UPDATE (collected_at still null) that only one caller can win; call it inside the wallet
 * transaction that credits the items (server/mail/collect.ts).
 */
import type { Generated, Selectable } from 'kysely';
import type { Db } from '../schema';

/** A row of mails (011). Times are epoch ms; `items` is JSON of item id → amount. */
export interface MailsTable {
  id: Generated<number>;
  player_id: number;
  sender_id: number | null;
  sender_name: string;
  kind: number;
  title: string;
  body: string;
  items: string;
  dedupe_key: string | null;
  created_at: number;
  read_at: number | null;
  collected_at: number | null;
  deleted_at: number | null;
}

export interface MailRow {
  id: number;
  playerId: number;
  senderId: number | null;
  senderName: string;
  kind: number;
  title: string;
  body: string;
  items: Record<string, number>;
  createdAt: number;
  readAt: number | null;
  collectedAt: number | null;
}

export interface NewMail {
  playerId: number;
  senderId: number | null;
  senderName: string;
  kind: number;
  title: string;
  body: string;
  items: Record<string, number>;
  /** A one-off mail: a second insert with the same key for the player inserts nothing. */
  dedupeKey?: string;
  createdAt: number;
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

function toRow(r: Selectable<MailsTable>): MailRow {
  return {
    id: r.id,
    playerId: r.player_id,
    senderId: r.sender_id,
    senderName: r.sender_name,
    kind: r.kind,
    title: r.title,
    body: r.body,
    items: JSON.parse(r.items) as Record<string, number>,
    createdAt: Number(r.created_at),
    readAt: num(r.read_at),
    collectedAt: num(r.collected_at),
  };
}

/** True when the mail carries items. */
export const hasItems = (m: Pick<MailRow, 'items'>): boolean => Object.keys(m.items).length > 0;

export function mailsRepository(db: Db) {
  const q = db.withTables<{ mails: MailsTable }>();
  const mine = (playerId: number) => q.selectFrom('mails').where('player_id', '=', playerId).where('deleted_at', 'is', null);

  return {
    /** Inserts a mail; answers its id, or undefined when its dedupe key was used before. */
    async insert(m: NewMail): Promise<number | undefined> {
      const r = await q
        .insertInto('mails')
        .values({
          player_id: m.playerId,
          sender_id: m.senderId,
          sender_name: m.senderName,
          kind: m.kind,
          title: m.title,
          body: m.body,
          items: JSON.stringify(m.items),
          dedupe_key: m.dedupeKey ?? null,
          created_at: m.createdAt,
        })
        .onConflict((oc) => oc.columns(['player_id', 'dedupe_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return r?.id;
    },

    /** One of the player's own mails (not deleted). */
    async find(playerId: number, id: number): Promise<MailRow | undefined> {
      const r = await mine(playerId).selectAll().where('id', '=', id).executeTakeFirst();
      return r && toRow(r);
    },

    /** A page of the player's mail, newest first, and how many they keep. */
    async page(playerId: number, offset: number, limit: number): Promise<{ rows: MailRow[]; total: number }> {
      const total = await mine(playerId).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
      const rows = await mine(playerId).selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
      return { rows: rows.map(toRow), total: Number(total.n) };
    },

    async unreadCount(playerId: number): Promise<number> {
      const r = await mine(playerId)
        .where('read_at', 'is', null)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** Marks the player's mails read; answers the ids that exist (read before or now). */
    async markRead(playerId: number, ids: readonly number[], now: number): Promise<number[]> {
      if (ids.length === 0) return [];
      await q
        .updateTable('mails')
        .set({ read_at: now })
        .where('player_id', '=', playerId)
        .where('deleted_at', 'is', null)
        .where('read_at', 'is', null)
        .where('id', 'in', ids)
        .execute();
      const found = await mine(playerId).select('id').where('id', 'in', ids).execute();
      return found.map((r) => r.id);
    },

    /**
     * The collect step: marks the mail collected (and read) if it is the player's, kept and
     * not collected yet, and answers it; undefined when another collect won it (or it is gone).
     * Row-locks the mail until the caller's transaction ends.
     */
    async claimCollect(playerId: number, id: number, now: number): Promise<MailRow | undefined> {
      const r = await q
        .updateTable('mails')
        .set((eb) => ({ collected_at: now, read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
        .where('id', '=', id)
        .where('player_id', '=', playerId)
        .where('deleted_at', 'is', null)
        .where('collected_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return r && toRow(r);
    },

    /** Ids of the player's kept mails with items not collected yet, oldest first. */
    async uncollectedIds(playerId: number, limit: number): Promise<number[]> {
      const rows = await mine(playerId).select('id').where('collected_at', 'is', null).where('items', '!=', '{}').orderBy('id').limit(limit).execute();
      return rows.map((r) => r.id);
    },

    /** Hides a mail unless it still carries uncollected items; true when it was hidden now. */
    async softDelete(playerId: number, id: number, now: number): Promise<boolean> {
      const r = await q
        .updateTable('mails')
        .set({ deleted_at: now })
        .where('id', '=', id)
        .where('player_id', '=', playerId)
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('items', '=', '{}'), eb('collected_at', 'is not', null)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}
