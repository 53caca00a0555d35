/**
 * QA helpers of the built-in identity provider (QA mode only; docs/qa-api.md):
 * POST /__qa/oidc/token mints a provider access token without the browser flow, for the
 * LIFF fake adapter and for tests that only need "a valid LINE token".
 */
import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { Code, QaPath, parsePayload } from '../../src/protocol';
import { str } from '../../src/protocol/schema';
import { badRequest, errorResult } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { OAUTH_PROVIDERS, OAUTH_TPTYPE } from './config';
import { MAX_DISPLAY_NAME, SUBJECT_PATTERN, subjectForName } from './identities';

const tokenSchema = z.object({
  Provider: z.enum(OAUTH_PROVIDERS),
  Subject: z.optional(str(1, 64).check(z.regex(SUBJECT_PATTERN))),
  Name: z.optional(str(1, MAX_DISPLAY_NAME)),
});

export function registerOidcQaRoutes(router: Router, services: Services): void {
  router.post(QaPath.OidcToken, async (ctx) => {
    const idp = services.identityProvider;
    if (!idp) return errorResult(404, Code.NotFound, 'the identity provider is off (OIDC_IDP=0)');
    const parsed = parsePayload(tokenSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const { Provider: name, Name } = parsed.value;
    const subject =
      parsed.value.Subject ?? (Name ? subjectForName(name, Name) : `qa-${randomBytes(8).toString('hex')}`);
    const token = await idp.mintAccessToken(name, subject, Name);
    return { body: { AccessToken: token, Subject: subject, TPType: OAUTH_TPTYPE[name], Issuer: idp.issuer(name) } };
  });
}
