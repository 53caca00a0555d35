/**
 * The interaction endpoints of the built-in identity provider:
 * GET  /oidc/{p}/interaction/{uid}         the sign-in page
 * POST /oidc/{p}/interaction/{uid}/login   name + subject → signed in and consented
 * POST /oidc/{p}/interaction/{uid}/abort   → access_denied back to the client
 * Consent is part of "Approve": every client is first-party, so the grant covers exactly
 * the scopes the client asked for.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import type { Logger } from '../log';
import type { OAuthProviderName } from './config';
import { MAX_DISPLAY_NAME, SUBJECT_PATTERN, subjectForName, type IdentityStore } from './identities';
import { renderErrorPage, renderSignInPage } from './interaction-page';

export interface InteractionContext {
  provider: Provider;
  name: OAuthProviderName;
  identities: IdentityStore;
  log: Logger;
}

const MAX_FORM_BYTES = 8 * 1024;

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function handleInteraction(
  ctx: InteractionContext,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  action: string,
): Promise<void> {
  const { provider, name, identities } = ctx;
  let details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    return sendHtml(res, 400, renderErrorPage('Sign-in expired', 'This sign-in is no longer valid. Close this window and start again.'));
  }
  if (details.uid !== uid) return sendHtml(res, 400, renderErrorPage('Sign-in mismatch', 'Start the sign-in again.'));

  const clientId = String(details.params.client_id ?? '');
  const scope = String(details.params.scope ?? '');
  const page = (error?: string, form?: { name?: string; subject?: string }) =>
    renderSignInPage({ provider: name, uid, clientName: clientId, scope, error, ...form });

  if (req.method === 'GET' && action === '') return sendHtml(res, 200, page());
  if (req.method !== 'POST' || action === '') return sendHtml(res, 405, renderErrorPage('Not allowed', `${req.method} ${action}`));

  if (action === '/abort') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'the user cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    );
    return;
  }

  const form = await readForm(req);
  const typedName = (form.get('name') ?? '').trim().replace(/\s+/g, ' ');
  const typedSubject = (form.get('subject') ?? '').trim();
  if (typedSubject !== '' && !SUBJECT_PATTERN.test(typedSubject)) {
    return sendHtml(res, 400, page('Subject: 1–64 letters, digits, . _ @ -', { name: typedName, subject: typedSubject }));
  }
  if (typedName.length > MAX_DISPLAY_NAME) {
    return sendHtml(res, 400, page(`Display name: at most ${MAX_DISPLAY_NAME} characters`, { name: typedName, subject: typedSubject }));
  }
  const known = typedSubject ? await identities.name(name, typedSubject) : undefined;
  const displayName = typedName || known;
  if (!displayName) return sendHtml(res, 400, page('Type a display name or pick a demo identity', { subject: typedSubject }));

  const subject = typedSubject || subjectForName(name, displayName);
  await identities.upsert(name, subject, displayName);

  const grant = new provider.Grant({ accountId: subject, clientId });
  grant.addOIDCScope(scope || 'openid');
  const grantId = await grant.save();
  ctx.log.info('identity provider sign-in approved', { provider: name, subject });
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: subject, remember: false }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}
