/**
 * POST /api/v1/coupon/receive through the web server's relay (the page has no api-token;
 * src/http/lobby-relay.ts). Never throws: an unreachable server answers 100000 and a
 * success whose Result does not match the protocol is treated the same.
 */
import { sessionLobbyPost } from '@/config/lobby-http';
import { Code } from '@/protocol/codes';
import { RedeemPath, redeemResultSchema, type RedeemResult } from '@/protocol/redeem';
import { parsePayload } from '@/protocol/schema';

export type RedeemOutcome = { ok: true; result: RedeemResult } | { ok: false; code: number; message: string };

export async function submitRedeemCode(code: string, post = sessionLobbyPost): Promise<RedeemOutcome> {
  const reply = await post<unknown>(RedeemPath.Receive, { Code: code.trim() });
  if (reply.Code !== Code.HttpOk) return { ok: false, code: reply.Code, message: reply.Message };
  const parsed = parsePayload(redeemResultSchema, reply.Result);
  return parsed.ok ? { ok: true, result: parsed.value } : { ok: false, code: Code.Silent, message: '' };
}
