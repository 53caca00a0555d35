'use client';

/**
 * The page's side of account linking: the account view through the site's relay, and a link
 * run as the sign-in popup with the link intent set (./link-auth.ts does the binding in the
 * web server's OAuth callback). The outcome comes back in a cookie read once, whether the
 * popup reported or the flow ran in this window (blocked popup).
 */
import { useSession } from 'next-auth/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lobbyCall } from '@/http/lobby-call';
import { endSessionOnCode } from '@/features/session';
import { openProviderPopup } from '@/features/auth';
import type { OAuthProviderName } from '@/features/auth';
import { providerSignInPath, RETURNED_STEP } from '@/features/auth';
import { useLocale } from '@/i18n/use-locale';
import { accountHelperApi, Code, type AccountView } from '@/protocol';
import { clearLinkIntent, startLinkIntent, takeLinkResult } from './link-cookies';

/** How a link ended, for the page to show: linked, refused with a code, or nothing to say. */
export type LinkOutcome = { type: 'linked'; provider: OAuthProviderName | null } | { type: 'refused'; code: number };

export interface AccountLinkDeps {
  openPopup: typeof openProviderPopup;
  /** Runs the flow in this window when the popup is blocked. */
  navigate: (url: string) => void;
}

const defaultDeps: AccountLinkDeps = {
  openPopup: openProviderPopup,
  navigate: (url) => window.location.assign(url),
};

/** The outcome a result code means (null when there was none). */
export function outcomeOf(code: number | null, provider: OAuthProviderName | null): LinkOutcome | null {
  if (code === null) return null;
  return code === Code.HttpOk ? { type: 'linked', provider } : { type: 'refused', code };
}

export function useAccountLink(deps: AccountLinkDeps = defaultDeps) {
  const { data: session, update } = useSession();
  const locale = useLocale();
  const [view, setView] = useState<AccountView | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [waiting, setWaiting] = useState<OAuthProviderName | null>(null);
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  // next-auth hands a new `update` whenever the session changes: read the latest one, so the
  // mount effect below runs once per session rather than after every refresh.
  const updateRef = useRef(update);
  useEffect(() => {
    updateRef.current = update;
  }, [update]);
  const tag = session?.sessionTag || null;

  const load = useCallback(async () => {
    const reply = await lobbyCall(accountHelperApi.Account, {});
    if (!reply.ok && endSessionOnCode(reply.code, undefined, tag)) return;
    setLoadFailed(!reply.ok);
    if (reply.ok) setView(reply.result);
  }, [tag]);

  const settle = useCallback(
    async (code: number | null, provider: OAuthProviderName | null) => {
      const next = outcomeOf(code, provider);
      setOutcome(next);
      if (next?.type === 'linked') await updateRef.current();
      await load();
    },
    [load],
  );

  useEffect(() => {
    if (!tag) return;
    // A link that ran in this window (blocked popup) left its outcome here.
    const code = takeLinkResult();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (code !== null) void settle(code, null);
    else void load();
  }, [tag, load, settle]);

  useEffect(() => () => stopRef.current?.(), []);

  const cancel = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    clearLinkIntent();
    setWaiting(null);
  }, []);

  const link = useCallback(
    (provider: OAuthProviderName) => {
      stopRef.current?.();
      setOutcome(null);
      // A refused link's popup comes back to the provider page that reports to this window.
      startLinkIntent(provider, providerSignInPath(locale, provider, null, { step: RETURNED_STEP }));
      const stop = deps.openPopup(providerSignInPath(locale, provider, null, { popup: true }), () => {
        stopRef.current = null;
        clearLinkIntent();
        setWaiting(null);
        // Reported or closed: the cookie says how it ended (none: closed before the provider answered).
        void settle(takeLinkResult(), provider);
      });
      if (!stop) {
        deps.navigate(providerSignInPath(locale, provider, window.location.pathname));
        return;
      }
      stopRef.current = stop;
      setWaiting(provider);
    },
    [deps, locale, settle],
  );

  return { signedIn: tag !== null, view, loadFailed, waiting, outcome, link, cancel, reload: load };
}
