/**
 * 014: friend invitations (issue 11). `friend_codes` gives each player one short code, made
 * on first ask (`code` unique). `invitations` says who invited whom: one row per invited
 * player (the primary key makes a code bindable once). `invite_claims` marks each reward
 * (inviter, invited friend, tier) paid; it is written in the wallet transaction that credits
 * the reward, under the reference `invite-reward:<friend>-<tier>:<inviter>:0`.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('friend_codes')
    .addColumn('player_id', 'integer', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('invitations')
    .addColumn('invitee_id', 'integer', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('inviter_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invitations_inviter').on('invitations').columns(['inviter_id', 'created_at']).execute();
  await db.schema
    .createTable('invite_claims')
    .addColumn('inviter_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('invitee_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('tier', 'integer', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('invite_claims_pk', ['inviter_id', 'invitee_id', 'tier'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invite_claims').ifExists().execute();
  await db.schema.dropTable('invitations').ifExists().execute();
  await db.schema.dropTable('friend_codes').ifExists().execute();
}
