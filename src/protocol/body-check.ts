/**
 * Bodies the browser reads outside an Ok Result, by name: an HTTP route's answer and the data a
 * refusal carries. Apart from the socket's contract (./contract.ts), so a page that checks only
 * these does not load the Result schema of every OP; the play page imports this module only when
 * it reads the catalogue over HTTP or from storage, so the visitor's first page carries no zod
 * (src/features/first-visit-imports.test.ts).
 */
import type * as z from 'zod/mini';
import * as account from './account';
import * as games from './games';
import * as gift from './gift';

export const bodies = {
  SocketTicket: account.socketTicketResultSchema,
  GiftFeeChanged: gift.giftFeeChangedSchema,
  GiftWrongEntries: gift.giftWrongEntriesSchema,
  GameList: games.gameListResultSchema,
  GameLaunch: games.gameLaunchResultSchema,
  GameCatalogue: games.gameCatalogueSchema,
  GameListEntry: games.gameListEntrySchema,
} as const;

/** A body's name, and its value once checked. */
export type BodyName = keyof typeof bodies;
export type BodyOf<N extends BodyName> = z.output<(typeof bodies)[N]>;

/** Whether `value` is the named body (its schema's parse succeeds). */
export function isBody<N extends BodyName>(name: N, value: unknown): value is BodyOf<N> {
  return bodies[name].safeParse(value).success;
}
