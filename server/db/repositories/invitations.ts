import type { Db } from '../schema';

/** Tables of migration 014. Times are epoch ms. */
export interface FriendCodesTable {
  player_id: number;
  code: string;
  created_at: number;
}

export interface InvitationsTable {
  invitee_id: number;
  inviter_id: number;
  created_at: number;
}

export interface InviteClaimsTable {
  inviter_id: number;
  invitee_id: number;
  tier: number;
  claimed_at: number;
}

/** An invited friend with what the invitation rewards look at. */
export interface InvitedRow {
  playerId: number;
  name: string;
  vipLevel: number;
  phoneBound: boolean;
  bindTime: number;
}

/**
 * Friend codes, who invited whom, and which rewards were paid. Binding is one INSERT keyed by
 * the invited player, so of two concurrent binds one wins; a claim row is written only inside
 * the wallet transaction that pays it.
 */
export function invitationsRepository(db: Db, now: () => number) {
  const q = db.withTables<{ friend_codes: FriendCodesTable; invitations: InvitationsTable; invite_claims: InviteClaimsTable }>();

  return {
    async codeOf(playerId: number): Promise<string | undefined> {
      const row = await q.selectFrom('friend_codes').select('code').where('player_id', '=', playerId).executeTakeFirst();
      return row?.code;
    },

    /** Stores `code` for the player unless they have one or another player holds it; answers the player's code after. */
    async offerCode(playerId: number, code: string): Promise<string | undefined> {
      await q
        .insertInto('friend_codes')
        .values({ player_id: playerId, code, created_at: now() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const row = await q.selectFrom('friend_codes').select('code').where('player_id', '=', playerId).executeTakeFirst();
      return row?.code;
    },

    async ownerOf(code: string): Promise<number | undefined> {
      const row = await q.selectFrom('friend_codes').select('player_id').where('code', '=', code).executeTakeFirst();
      return row?.player_id;
    },

    async inviterOf(inviteeId: number): Promise<number | undefined> {
      const row = await q.selectFrom('invitations').select('inviter_id').where('invitee_id', '=', inviteeId).executeTakeFirst();
      return row?.inviter_id;
    },

    /** Records that `inviterId` invited `inviteeId`; false when the invitee had bound a code already. */
    async bind(inviteeId: number, inviterId: number): Promise<boolean> {
      const r = await q
        .insertInto('invitations')
        .values({ invitee_id: inviteeId, inviter_id: inviterId, created_at: now() })
        .onConflict((oc) => oc.column('invitee_id').doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async invitedCount(inviterId: number): Promise<number> {
      const row = await q.selectFrom('invitations').select((eb) => eb.fn.countAll<number>().as('n')).where('inviter_id', '=', inviterId).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The newest `limit` friends the player invited. */
    async invited(inviterId: number, limit: number): Promise<InvitedRow[]> {
      const rows = await db
        .withTables<{ invitations: InvitationsTable }>()
        .selectFrom('invitations as i')
        .innerJoin('players as p', 'p.id', 'i.invitee_id')
        .select(['p.id', 'p.name', 'p.vip_level', 'p.phone', 'i.created_at'])
        .where('i.inviter_id', '=', inviterId)
        .orderBy('i.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ playerId: r.id, name: r.name, vipLevel: r.vip_level, phoneBound: !!r.phone, bindTime: Number(r.created_at) }));
    },

    /** One invited friend of `inviterId`, or undefined when that player is not theirs. */
    async invitedOne(inviterId: number, inviteeId: number): Promise<InvitedRow | undefined> {
      const r = await db
        .withTables<{ invitations: InvitationsTable }>()
        .selectFrom('invitations as i')
        .innerJoin('players as p', 'p.id', 'i.invitee_id')
        .select(['p.id', 'p.name', 'p.vip_level', 'p.phone', 'i.created_at'])
        .where('i.inviter_id', '=', inviterId)
        .where('i.invitee_id', '=', inviteeId)
        .executeTakeFirst();
      return r && { playerId: r.id, name: r.name, vipLevel: r.vip_level, phoneBound: !!r.phone, bindTime: Number(r.created_at) };
    },

    /** Every claimed (invitee, tier) of the inviter, as `${invitee}:${tier}`. */
    async claimedKeys(inviterId: number): Promise<Set<string>> {
      const rows = await q.selectFrom('invite_claims').select(['invitee_id', 'tier']).where('inviter_id', '=', inviterId).execute();
      return new Set(rows.map((r) => `${r.invitee_id}:${r.tier}`));
    },

    /** Marks a reward paid (in the paying transaction); throws when it was already. */
    async markClaimed(inviterId: number, inviteeId: number, tier: number): Promise<void> {
      await q.insertInto('invite_claims').values({ inviter_id: inviterId, invitee_id: inviteeId, tier, claimed_at: now() }).execute();
    },
  };
}

export type InvitationsRepository = ReturnType<typeof invitationsRepository>;
