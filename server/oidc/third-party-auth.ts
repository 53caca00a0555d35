/**
 * Checks a LINE / Google / Apple / Facebook access token: against the provider's userinfo
 * endpoint when TP_{P}_USERINFO_URL is set, else against the built-in identity provider (QA
 * and demo). Knows nothing of players or services, so Services can hold it without a cycle.
 */
import type { Logger } from '../log';
import { oauthProviderOf, type ThirdPartyConfig } from './config';
import type { IdentityProvider, VerifiedIdentity } from './identity-provider';

export interface ThirdPartyIdentity extends VerifiedIdentity {
  /** True when the built-in QA/demo identity provider vouched for it (no real provider). */
  builtIn: boolean;
}

export interface ThirdPartyAuth {
  /** The identity behind a provider token; null when invalid; 'unconfigured' when unknown here. */
  verify(tpType: number, token: string): Promise<ThirdPartyIdentity | null | 'unconfigured'>;
}

const REMOTE_TIMEOUT_MS = 5000;

function text(value: unknown, max: number): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;
}

async function verifyRemote(url: string, token: string, log: Logger): Promise<VerifiedIdentity | null> {
  try {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as Record<string, unknown>;
    const subject = text(body.sub, 128) ?? text(body.userId, 128) ?? text(body.id, 128);
    if (!subject) return null;
    return { subject, name: text(body.name, 200) ?? text(body.displayName, 200) ?? '' };
  } catch (err) {
    log.warn('userinfo request failed', { url, err });
    return null;
  }
}

export function createThirdPartyAuth(config: ThirdPartyConfig, idp: IdentityProvider | null, log: Logger): ThirdPartyAuth {
  return {
    async verify(tpType, token) {
      const name = oauthProviderOf(tpType);
      if (!name) return 'unconfigured';
      const url = config.userinfoUrls[name];
      if (url) {
        const remote = await verifyRemote(url, token, log);
        return remote && { ...remote, builtIn: false };
      }
      if (idp) {
        const local = await idp.verifyAccessToken(name, token);
        return local && { ...local, builtIn: true };
      }
      return 'unconfigured';
    },
  };
}
