'use client';

import { signIn, useSession } from 'next-auth/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from 'next-i18next/client';
import { useBrand } from '@/brand';
import { useLobbyCall } from '@/http/use-lobby-call';
import { resolveLobbyPublicUrl } from '@/config/runtime';
import { useRuntimeConfig } from '@/config/runtime-context';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { openModal } from '@/features/modals';
import { Icon } from '@/ui/icon';
import { LoadingText } from '@/ui/loading-text';
import { clearApkHandoff, readApkHandoff } from '../liff/apk-handoff';
import { loadLiff } from '../liff/load-liff';
import { runLiffSignIn } from '../liff/liff-sign-in';
import { useAfterSignIn } from './use-after-sign-in';
import { signInErrorCode } from './use-guest-sign-in';

/** sessionStorage key of the LIFF sign-in state (account §9 "liff sign-in state"). */
export const LIFF_STATE_KEY = 'liffSignInState';

const liffState = {
  get: () => window.sessionStorage.getItem(LIFF_STATE_KEY),
  set: (value: string | null) =>
    value === null ? window.sessionStorage.removeItem(LIFF_STATE_KEY) : window.sessionStorage.setItem(LIFF_STATE_KEY, value),
};

/**
 * Signs a visitor in without any modal when the site runs inside an app: the Android app's
 * hand-off in the URL fragment (APK), or the LINE mini-app (LIFF). Shows a small overlay
 * while it works; a failure shows the sign-in error and leaves the normal sign-in to the player.
 */
export function EmbeddedSignIn() {
  const { t } = useT('auth');
  const { status } = useSession();
  const { lobbyUrl, liffId = null, qaFakes = false } = useRuntimeConfig();
  const call = useLobbyCall();
  const { siteId } = useBrand();
  const locale = useLocale();
  const afterSignIn = useAfterSignIn();
  const [busy, setBusy] = useState<'liff' | 'apk' | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (status !== 'unauthenticated' || started.current) return;
    started.current = true;
    const common = { lang: locale, redirect: false, callbackUrl: localePath(locale, '/') };
    const failed = (code: number) => openModal({ kind: 'error', code, context: 'signIn' });

    const apk = readApkHandoff(window.location.hash);
    if (apk) {
      clearApkHandoff();
      // The overlay shows while the hand-off runs: one extra render, on arrival only.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setBusy('apk');
      const done = (code: number | null) => {
        setBusy(null);
        // Again, now that Next's router follows history calls (the first call came before it
        // did): it started with the fragment in its URL and would write it back on the refresh.
        clearApkHandoff();
        if (code === null) afterSignIn(null);
        else failed(code);
      };
      void signIn('apk', { ...common, tpType: String(apk.tpType), tpToken: apk.tpToken })
        .then((result) => done(result?.ok && !result.error ? null : signInErrorCode(result?.error)))
        .catch(() => done(signInErrorCode(null)));
      return;
    }

    void (async () => {
      const loaded = await loadLiff({ liffId, qaFakes, lobbyUrl: resolveLobbyPublicUrl(lobbyUrl, window.location) });
      if (!loaded) return;
      setBusy('liff');
      const outcome = await runLiffSignIn(loaded.adapter, loaded.liffId, {
        call,
        siteId,
        redirectUri: window.location.href,
        state: liffState,
        async signIn(accessToken, playerId) {
          const result = await signIn('liff', { ...common, accessToken, playerID: String(playerId) }).catch(() => null);
          return result?.ok && !result.error ? null : signInErrorCode(result?.error);
        },
      });
      if (outcome.type === 'redirecting') return;
      setBusy(null);
      if (outcome.type === 'signed-in') afterSignIn(null);
      else failed(outcome.code);
    })();
  }, [status, liffId, qaFakes, lobbyUrl, call, siteId, locale, afterSignIn]);

  if (!busy) return null;
  return (
    <div className="fixed inset-0 z-[55] flex flex-col items-center justify-center gap-4 bg-night-950/85 backdrop-blur-sm">
      <Icon name={busy === 'liff' ? 'line' : 'user'} className="h-14 w-14 text-gold-300" />
      <LoadingText className="text-base" />
      <p role="status" className="text-mist-300">
        {t(busy === 'liff' ? 'embedded.liff' : 'embedded.apk')}
      </p>
    </div>
  );
}
