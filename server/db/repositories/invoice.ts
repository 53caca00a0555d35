/**
 * The tables of migration 026 (server/db/schema.ts `InvoiceTables`): bound emails, the email
 * request log the abuse limit counts, invoice preferences, and the simulated Ministry of
 * Finance's QA-registered carriers and outage switch (an `app_meta` row, so it holds across
 * processes and vanishes with /__qa/reset). Accepts a handle or an open transaction.
 */
import type { Db, InvoiceTables } from '../schema';

/** The app_meta key whose presence means the simulated MoF API is down (QA). */
const MOF_OUTAGE_KEY = 'invoice_mof_outage';

export type MofCarrierKind = 'mobile' | 'certificate';

export interface StoredPreference {
  type: number;
  carrier: string | null;
}

export function invoiceStore(db: Db) {
  const q = db.withTables<InvoiceTables>();

  return {
    /** The player's bound address, or null. */
    async emailOf(playerId: number): Promise<string | null> {
      const r = await q.selectFrom('player_emails').select('email').where('player_id', '=', playerId).executeTakeFirst();
      return r?.email ?? null;
    },

    /** Who has bound `email` (normalised), or null. */
    async ownerOf(email: string): Promise<number | null> {
      const r = await q.selectFrom('player_emails').select('player_id').where('email', '=', email).executeTakeFirst();
      return r ? Number(r.player_id) : null;
    },

    /** Binds or replaces the player's address. */
    async bindEmail(playerId: number, email: string, now: number): Promise<void> {
      await q
        .insertInto('player_emails')
        .values({ player_id: playerId, email, bound_at: now })
        .onConflict((oc) => oc.column('player_id').doUpdateSet({ email, bound_at: now }))
        .execute();
    },

    async recordEmailRequest(playerId: number, clientAddress: string, now: number): Promise<void> {
      await q.insertInto('email_requests').values({ player_id: playerId, client_address: clientAddress, created_at: now }).execute();
    },

    async emailRequestsSince(clientAddress: string, since: number): Promise<number> {
      const r = await q
        .selectFrom('email_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('client_address', '=', clientAddress)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async preferenceOf(playerId: number): Promise<StoredPreference | null> {
      const r = await q.selectFrom('invoice_preferences').select(['carrier_type', 'carrier']).where('player_id', '=', playerId).executeTakeFirst();
      return r ? { type: Number(r.carrier_type), carrier: r.carrier } : null;
    },

    async setPreference(playerId: number, p: StoredPreference, now: number): Promise<void> {
      await q
        .insertInto('invoice_preferences')
        .values({ player_id: playerId, carrier_type: p.type, carrier: p.carrier, updated_at: now })
        .onConflict((oc) => oc.column('player_id').doUpdateSet({ carrier_type: p.type, carrier: p.carrier, updated_at: now }))
        .execute();
    },

    /** QA: the simulated MoF knows these carriers from now on; answers how many were new. */
    async registerMofCarriers(kind: MofCarrierKind, carriers: readonly string[], now: number): Promise<number> {
      let added = 0;
      for (const carrier of carriers) {
        const r = await q
          .insertInto('invoice_mof_carriers')
          .values({ kind, carrier, created_at: now })
          .onConflict((oc) => oc.columns(['kind', 'carrier']).doNothing())
          .executeTakeFirst();
        added += Number(r.numInsertedOrUpdatedRows ?? 0);
      }
      return added;
    },

    async mofKnows(kind: MofCarrierKind, carrier: string): Promise<boolean> {
      const r = await q.selectFrom('invoice_mof_carriers').select('carrier').where('kind', '=', kind).where('carrier', '=', carrier).executeTakeFirst();
      return r !== undefined;
    },

    async mofDown(): Promise<boolean> {
      const r = await q.selectFrom('app_meta').select('value').where('key', '=', MOF_OUTAGE_KEY).executeTakeFirst();
      return r !== undefined;
    },

    /** QA: takes the simulated MoF API down (`down`) or brings it back. */
    async setMofDown(down: boolean): Promise<void> {
      if (!down) {
        await q.deleteFrom('app_meta').where('key', '=', MOF_OUTAGE_KEY).execute();
        return;
      }
      await q
        .insertInto('app_meta')
        .values({ key: MOF_OUTAGE_KEY, value: '1' })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },
  };
}

export type InvoiceStore = ReturnType<typeof invoiceStore>;
