/**
 * `POST /__qa/redeem-codes`: mints a redeem code (docs/qa-api.md). Body: `Code` (optional: a
 * random one is made), `Items` (item id → amount), `MaxUses` (total over every player),
 * optional `SiteID` (only that brand's players) and `ExpiresInMs` (from the server clock).
 * Answers `{Code}`; 409 when the code exists.
 */
import * as z from 'zod/mini';
import { brandFromName } from '../../src/brand/resolve-brand';
import { Code, normaliseRedeemCode, parsePayload, QaPath, REDEEM_CODE_PATTERN } from '../../src/protocol';
import { int, str } from '../../src/protocol/schema';
import { badRequest, errorResult, type HttpResult } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { mintRedeemCode } from './redeem-service';

const mintSchema = z.object({
  Code: z.optional(str(4, 32)),
  Items: z.record(z.string().check(z.regex(/^\d+$/)), int(1, 1_000_000_000_000)),
  MaxUses: int(1, 1_000_000),
  SiteID: z.optional(str(1, 32)),
  ExpiresInMs: z.optional(int(1)),
});

function randomCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(10));
  return 'QA' + Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export function registerQaRedeemRoute(router: Router, services: Services): void {
  router.post(QaPath.RedeemCodes, async (ctx): Promise<HttpResult> => {
    const parsed = parsePayload(mintSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const p = parsed.value;
    const code = p.Code === undefined ? randomCode() : normaliseRedeemCode(p.Code);
    if (!REDEEM_CODE_PATTERN.test(code)) return badRequest('Code: letters, digits and - only, 4 to 32 long');
    if (Object.keys(p.Items).length === 0) return badRequest('Items: at least one item');
    const siteId = p.SiteID === undefined ? null : brandFromName(p.SiteID);
    if (siteId === null && p.SiteID !== undefined) return badRequest(`SiteID: unknown brand "${p.SiteID}"`);
    const minted = await mintRedeemCode(services, { code, items: p.Items, maxUses: p.MaxUses, siteId, expiresInMs: p.ExpiresInMs ?? null });
    if (!minted) return errorResult(409, Code.InvalidInput, `redeem code ${code} exists`);
    return { body: { Code: code, ExpiresAt: minted.expiresAt } };
  });
}
