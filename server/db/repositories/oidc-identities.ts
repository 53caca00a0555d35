/**
 * Identities typed on the built-in QA/demo OpenID provider (`oidc_identities`, migration
 * 003): a display name per provider and subject, so a QA reset forgets them too.
 */
import type { Db } from '../schema';

export function oidcIdentitiesRepository(db: Db, now: () => number) {
  return {
    /** Records or renames the identity. */
    async upsert(provider: string, subject: string, name: string): Promise<void> {
      await db
        .insertInto('oidc_identities')
        .values({ provider, subject, name, created_at: now() })
        .onConflict((oc) => oc.columns(['provider', 'subject']).doUpdateSet({ name }))
        .execute();
    },

    /** The stored name, or undefined when the identity was never typed. */
    async name(provider: string, subject: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('oidc_identities')
        .select('name')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.name;
    },
  };
}

export type OidcIdentitiesRepository = ReturnType<typeof oidcIdentitiesRepository>;
