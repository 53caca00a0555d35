/**
 * Which players count as one brand's (the coin rank, the ban list): `players.site_id` is one of
 * `siteIds`, or — for the deployment's brand, which also holds the accounts without a brand
 * (QA, demo data, older rows) — none of `otherThan` (every brand id and alias).
 * Built by server/rank/site-ids.ts.
 */
import { sql } from 'kysely';

export interface SiteScope {
  /** At least one. */
  siteIds: readonly string[];
  /** null: only `siteIds`; else also every site_id outside this list. */
  otherThan: readonly string[] | null;
}

/** The condition "the player's site_id is in `scope`" on a query holding `column`. */
export function inSiteScope(column: string, scope: SiteScope) {
  const col = sql.ref(column);
  const listed = sql<boolean>`${col} in (${sql.join([...scope.siteIds])})`;
  return scope.otherThan ? sql<boolean>`(${listed} or ${col} not in (${sql.join([...scope.otherThan])}))` : listed;
}
