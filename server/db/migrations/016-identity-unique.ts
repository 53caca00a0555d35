/**
 * 016: one LINE / Google / Apple / Facebook identity belongs to one player (account linking,
 * issue 11 item 12). A partial unique index on (tp_type, tp_id) for the four OAuth types: two
 * accounts linking one identity at once cannot both commit. Phone TPIDs (6) stay shared: one
 * number binds up to 5 accounts (account §9). One identity per provider per account is the
 * primary key (player_id, tp_type) of 001.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('player_identities_oauth_unique')
    .unique()
    .on('player_identities')
    .columns(['tp_type', 'tp_id'])
    .where(sql.ref('tp_type'), 'in', [sql.lit(2), sql.lit(3), sql.lit(4), sql.lit(7)])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('player_identities_oauth_unique').execute();
}
