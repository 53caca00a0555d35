/**
 * Red envelopes (migration 008). The receive step is `takeShare`: a conditional UPDATE of the
 * envelope's claim counter. On PostgreSQL (READ COMMITTED) the UPDATE row-locks the envelope
 * until commit and a waiting UPDATE re-checks its WHERE on the committed row, so concurrent
 * receives, a cancel and an expiry refund are serialised per envelope across processes; on
 * SQLite every write transaction holds the database lock (`begin immediate`). Call the
 * writes inside one transaction (withTransaction) with the wallet change.
 */
import { sql, type Selectable } from 'kysely';
import { RedEnvelopeOrderBy, RedEnvelopeStatus as Status } from '../../../src/protocol/red-envelope';
import type { Db, RedEnvelopesTable } from '../schema';

export interface EnvelopeRow {
  id: number;
  creatorId: number;
  creatorName: string;
  clientId: string;
  title: string;
  content: string;
  amount: number;
  quantity: number;
  method: number;
  status: number;
  claimed: number;
  claimedAmount: number;
  refundAmount: number;
  createdAt: number;
  expiresAt: number;
}

export type NewEnvelope = Pick<EnvelopeRow, 'creatorId' | 'clientId' | 'title' | 'content' | 'amount' | 'quantity' | 'method' | 'status' | 'createdAt' | 'expiresAt'> & {
  shares: readonly number[];
};

export interface ReceiveRow {
  playerId: number;
  name: string;
  amount: number;
  claimedAt: number;
}

type Raw = Selectable<RedEnvelopesTable> & { creator_name: string | null };

function toRow(r: Raw): EnvelopeRow {
  return {
    id: r.id,
    creatorId: r.creator_id,
    creatorName: r.creator_name ?? '',
    clientId: r.client_id,
    title: r.title,
    content: r.content,
    amount: Number(r.amount),
    quantity: r.quantity,
    method: r.method,
    status: r.status,
    claimed: r.claimed,
    claimedAmount: Number(r.claimed_amount),
    refundAmount: Number(r.refund_amount),
    createdAt: Number(r.created_at),
    expiresAt: Number(r.expires_at),
  };
}

export function redEnvelopesRepository(db: Db) {
  const withCreator = () =>
    db
      .selectFrom('red_envelopes as e')
      .leftJoin('players as p', 'p.id', 'e.creator_id')
      .selectAll('e')
      .select('p.name as creator_name');

  return {
    async canSend(playerId: number): Promise<boolean> {
      return (await db.selectFrom('red_envelope_senders').select('player_id').where('player_id', '=', playerId).executeTakeFirst()) !== undefined;
    },

    async setCanSend(playerId: number, allowed: boolean, now: number): Promise<void> {
      if (!allowed) {
        await db.deleteFrom('red_envelope_senders').where('player_id', '=', playerId).execute();
        return;
      }
      await db
        .insertInto('red_envelope_senders')
        .values({ player_id: playerId, granted_at: now })
        .onConflict((oc) => oc.column('player_id').doNothing())
        .execute();
    },

    /** Inserts the envelope and its shares (seq 1..n); answers the new id. */
    async insert(e: NewEnvelope): Promise<number> {
      const { id } = await db
        .insertInto('red_envelopes')
        .values({
          creator_id: e.creatorId,
          client_id: e.clientId,
          title: e.title,
          content: e.content,
          amount: e.amount,
          quantity: e.quantity,
          method: e.method,
          status: e.status,
          created_at: e.createdAt,
          expires_at: e.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Batches keep each statement under SQLite's bound-parameter limit.
      for (let i = 0; i < e.shares.length; i += 200) {
        const batch = e.shares.slice(i, i + 200).map((amount, j) => ({ envelope_id: id, seq: i + j + 1, amount }));
        await db.insertInto('red_envelope_shares').values(batch).execute();
      }
      return id;
    },

    async find(id: number): Promise<EnvelopeRow | undefined> {
      const r = await withCreator().where('e.id', '=', id).executeTakeFirst();
      return r && toRow(r);
    },

    async findByClientId(creatorId: number, clientId: string): Promise<EnvelopeRow | undefined> {
      const r = await withCreator().where('e.creator_id', '=', creatorId).where('e.client_id', '=', clientId).executeTakeFirst();
      return r && toRow(r);
    },

    /**
     * The receive step: counts one more claim if the envelope is open, unexpired and not all
     * claimed, and answers the share number taken (undefined: nothing to take). Row-locks the
     * envelope until the caller's transaction ends.
     */
    async takeShare(id: number, now: number): Promise<number | undefined> {
      const r = await db
        .updateTable('red_envelopes')
        .set((eb) => ({
          claimed: eb('claimed', '+', 1),
          // SET sees the row before the update: the share taken now is claimed + 1.
          status: sql<number>`case when ${eb.ref('claimed')} + 1 = ${eb.ref('quantity')} then ${Status.AllClaimed} else ${eb.ref('status')} end`,
        }))
        .where('id', '=', id)
        .where('status', '=', Status.Open)
        .where((eb) => eb('claimed', '<', eb.ref('quantity')))
        .where('expires_at', '>', now)
        .returning('claimed')
        .executeTakeFirst();
      return r?.claimed;
    },

    /** Gives share `seq` to the player; answers its amount. Adds it to the envelope's total. */
    async assignShare(id: number, seq: number, playerId: number, now: number): Promise<number> {
      const r = await db
        .updateTable('red_envelope_shares')
        .set({ player_id: playerId, claimed_at: now })
        .where('envelope_id', '=', id)
        .where('seq', '=', seq)
        .where('player_id', 'is', null)
        .returning('amount')
        .executeTakeFirstOrThrow();
      const amount = Number(r.amount);
      await db
        .updateTable('red_envelopes')
        .set((eb) => ({ claimed_amount: eb('claimed_amount', '+', amount) }))
        .where('id', '=', id)
        .execute();
      return amount;
    },

    /** What the player received from the envelope, or undefined. */
    async receivedBy(id: number, playerId: number): Promise<number | undefined> {
      const r = await db.selectFrom('red_envelope_shares').select('amount').where('envelope_id', '=', id).where('player_id', '=', playerId).executeTakeFirst();
      return r && Number(r.amount);
    },

    /**
     * Closes an open envelope as cancelled or expired and records the refund (the unclaimed
     * shares' sum). Answers the refund, or undefined when the envelope was not open (closed
     * before: nothing to pay). Row-locks like takeShare, so it and the receives are serialised.
     */
    async close(id: number, status: number, onlyExpiredBy?: number): Promise<number | undefined> {
      let q = db
        .updateTable('red_envelopes')
        .set((eb) => ({ status, refund_amount: eb('amount', '-', eb.ref('claimed_amount')) }))
        .where('id', '=', id)
        .where('status', '=', Status.Open);
      if (onlyExpiredBy !== undefined) q = q.where('expires_at', '<=', onlyExpiredBy);
      const r = await q.returning('refund_amount').executeTakeFirst();
      return r && Number(r.refund_amount);
    },

    /** Open envelopes past their expiry (for the sweep). */
    async expiredIds(now: number, limit: number): Promise<number[]> {
      const rows = await db.selectFrom('red_envelopes').select('id').where('status', '=', Status.Open).where('expires_at', '<=', now).orderBy('id').limit(limit).execute();
      return rows.map((r) => r.id);
    },

    /** Open envelopes of one creator past their expiry. */
    async expiredIdsOf(creatorId: number, now: number): Promise<number[]> {
      const rows = await db.selectFrom('red_envelopes').select('id').where('creator_id', '=', creatorId).where('status', '=', Status.Open).where('expires_at', '<=', now).execute();
      return rows.map((r) => r.id);
    },

    /** A creator's envelopes, newest (or oldest) first; status 0 = every state. */
    async listOf(creatorId: number, status: number, desc: boolean, offset: number, limit: number): Promise<{ rows: EnvelopeRow[]; total: number }> {
      let base = db.selectFrom('red_envelopes').where('creator_id', '=', creatorId);
      if (status !== 0) base = base.where('status', '=', status);
      const total = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
      let q = withCreator().where('e.creator_id', '=', creatorId);
      if (status !== 0) q = q.where('e.status', '=', status);
      const dir = desc ? 'desc' : 'asc';
      const rows = await q.orderBy('e.created_at', dir).orderBy('e.id', dir).offset(offset).limit(limit).execute();
      return { rows: rows.map(toRow), total: Number(total.n) };
    },

    /** Who received a share: by time (1) or amount (2). */
    async receives(id: number, orderBy: number, desc: boolean, offset: number, limit: number): Promise<{ rows: ReceiveRow[]; total: number }> {
      const base = db.selectFrom('red_envelope_shares as s').where('s.envelope_id', '=', id).where('s.player_id', 'is not', null);
      const total = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
      const dir = desc ? 'desc' : 'asc';
      const rows = await base
        .leftJoin('players as p', 'p.id', 's.player_id')
        .select(['s.player_id', 's.amount', 's.claimed_at', 'p.name'])
        .orderBy(orderBy === RedEnvelopeOrderBy.Amount ? 's.amount' : 's.claimed_at', dir)
        .orderBy('s.seq', dir)
        .offset(offset)
        .limit(limit)
        .execute();
      return {
        rows: rows.map((r) => ({ playerId: r.player_id ?? 0, name: r.name ?? '', amount: Number(r.amount), claimedAt: Number(r.claimed_at) })),
        total: Number(total.n),
      };
    },
  };
}
