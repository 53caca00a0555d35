/**
 * Who signs in at the built-in identity provider: a display name and a subject per provider,
 * kept by the oidc-identities repository so a QA reset forgets them with everything else.
 */
import { createHash } from 'node:crypto';
import type { OidcIdentitiesRepository } from '../db/repositories/oidc-identities';
import type { OAuthProviderName } from './config';

/** Seeded choices on the sign-in page of every provider ("Continue as 小明"). */
export const DEMO_IDENTITIES: readonly { subject: string; name: string }[] = [
  { subject: 'demo-ming', name: '小明' },
  { subject: 'demo-mei', name: '小美' },
  { subject: 'demo-hua', name: '阿華' },
];

export const SUBJECT_PATTERN = /^[A-Za-z0-9._@-]{1,64}$/;
export const MAX_DISPLAY_NAME = 32;

/**
 * The subject for a typed display name when no subject was given: stable, so the same name
 * signs in the same player again.
 * @example subjectForName('line', 'QA 一號') // 'u-…24 hex…'
 */
export function subjectForName(provider: OAuthProviderName, name: string): string {
  return `u-${createHash('sha256').update(`${provider}\n${name}`).digest('hex').slice(0, 24)}`;
}

/** Who signs in at the identity provider: stored identities, then the seeded demo choices. */
export function identityStore(repo: OidcIdentitiesRepository) {
  return {
    upsert: (provider: OAuthProviderName, subject: string, name: string): Promise<void> => repo.upsert(provider, subject, name),

    async name(provider: OAuthProviderName, subject: string): Promise<string | undefined> {
      return (await repo.name(provider, subject)) ?? DEMO_IDENTITIES.find((d) => d.subject === subject)?.name;
    },
  };
}

export type IdentityStore = ReturnType<typeof identityStore>;
