/**
 * The two lobby calls of the rank pages (src/protocol/rank.ts). The rich list goes through
 * this site's relay when signed in (it attaches the session's token, so the reply carries
 * the player's own line) and straight to the lobby otherwise; the ban list needs no token.
 * Replies are checked against their schemas: a malformed one reads as a failure.
 */
import type { LobbyPost } from '@/config/lobby-http';
import {
  Code,
  RankPath,
  banRecordsResultSchema,
  parsePayload,
  richListResultSchema,
  type BanRecordsRequest,
  type BanRecordsResult,
  type RichListResult,
} from '@/protocol';

export type Loaded<R> = { ok: true; result: R } | { ok: false; code: number };

async function call<R>(post: LobbyPost, path: string, body: unknown, schema: Parameters<typeof parsePayload>[0]): Promise<Loaded<R>> {
  const reply = await post<unknown>(path, body);
  if (reply.Code !== Code.HttpOk) return { ok: false, code: reply.Code };
  const parsed = parsePayload(schema, reply.Result);
  if (!parsed.ok) {
    console.error(`${path}: malformed reply`, parsed.error);
    return { ok: false, code: Code.Silent };
  }
  return { ok: true, result: parsed.value as R };
}

/** The coin rank of brand `siteId` over `post`. */
export function loadRichList(post: LobbyPost, siteId: string): Promise<Loaded<RichListResult>> {
  return call<RichListResult>(post, RankPath.RichList, { SiteID: siteId }, richListResultSchema);
}

/** One page of the ban list. */
export function loadBanRecords(post: LobbyPost, req: BanRecordsRequest): Promise<Loaded<BanRecordsResult>> {
  return call<BanRecordsResult>(post, RankPath.BanRecords, req, banRecordsResultSchema);
}
