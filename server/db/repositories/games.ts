import type { Insertable, Selectable } from 'kysely';
import type { Db, GamesTable } from '../schema';

export type GameRow = Selectable<GamesTable>;

export function gamesRepository(db: Db) {
  return {
    async upsert(game: Insertable<GamesTable>): Promise<void> {
      // Everything but the key is refreshed when the catalogue is re-seeded.
      const rest = { ...game, game_code: undefined };
      await db
        .insertInto('games')
        .values(game)
        .onConflict((oc) => oc.column('game_code').doUpdateSet(rest))
        .execute();
    },

    list(options: { onlyShown?: boolean } = {}): Promise<GameRow[]> {
      let q = db.selectFrom('games').selectAll();
      if (options.onlyShown) q = q.where('is_show', '=', 1);
      return q.orderBy('sort_order').orderBy('game_code').execute();
    },

    find(gameCode: string): Promise<GameRow | undefined> {
      return db.selectFrom('games').selectAll().where('game_code', '=', gameCode).executeTakeFirst();
    },
  };
}

export type GamesRepository = ReturnType<typeof gamesRepository>;
