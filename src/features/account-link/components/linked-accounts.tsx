'use client';

import { TextsPending } from '@/i18n/texts-pending';
import { showToast } from '@/ui/toast-store';
import { useEffect } from 'react';
import { Button } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { LoadingText } from '@/ui/loading-text';
import { errorMessage } from '@/protocol/errors';
import { LINKABLE_TP_TYPES, Provider } from '@/protocol';
import type { OAuthProviderName } from '@/features/auth';
import { useAccountT } from '../account-texts';
import { useAccountLink, type AccountLinkDeps } from '../use-account-link';

const NAMES: Record<(typeof LINKABLE_TP_TYPES)[number], OAuthProviderName> = {
  [Provider.line]: 'line',
  [Provider.google]: 'google',
  [Provider.apple]: 'apple',
  [Provider.facebook]: 'facebook',
};

/**
 * The member area's 綁定帳號 section: LINE, Google, Apple and Facebook with 已綁定 or a 綁定
 * button that runs the provider's popup and links the identity to this account; a guest is
 * told that linking keeps their progress. A refusal shows its code's text (200361 the identity
 * is another player's, 200362 the account has that provider, 200363 the provider refused).
 */
export function LinkedAccounts({ deps }: { deps?: AccountLinkDeps }) {
  const { t, ta, ready, failed, retry } = useAccountT();
  const { signedIn, view, loadFailed, waiting, outcome, link, cancel, reload } = useAccountLink(deps);

  useEffect(() => {
    if (outcome?.type === 'linked' && ready) {
      showToast(ta('link.success', { provider: outcome.provider ? ta(`link.provider.${outcome.provider}`) : '' }).trim(), { tone: 'success' });
    }
    // once per outcome
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome, ready]);

  if (!signedIn) return null;
  if (!ready) return <TextsPending failed={failed} retry={retry} />;
  const refusal = outcome?.type === 'refused' ? (errorMessage(t, { code: outcome.code }) ?? ta('link.failed')) : null;

  return (
    <section aria-labelledby="linked-accounts-title" className="flex flex-col gap-3 rounded-2xl bg-night-800/80 p-4 ring-1 ring-white/10">
      <h2 id="linked-accounts-title" className="text-lg font-black text-gold-300">
        {ta('link.title')}
      </h2>
      {view?.IsGuest ? (
        <p className="flex items-center gap-2 rounded-xl bg-gold-400/10 px-3 py-2 text-sm font-bold text-gold-300 ring-1 ring-gold-400/40">
          <Icon name="alert" className="h-5 w-5 shrink-0" />
          {ta('link.guestNotice')}
        </p>
      ) : (
        <p className="text-sm text-mist-400">{ta('link.intro')}</p>
      )}
      {refusal ? (
        <p role="alert" className="rounded-xl bg-ruby-500/15 px-3 py-2 text-sm text-white ring-1 ring-ruby-500/40">
          {refusal}
        </p>
      ) : null}
      {loadFailed && !view ? (
        <div className="flex items-center justify-between gap-3 text-sm text-mist-300">
          <span>{ta('link.loadFailed')}</span>
          <Button variant="ghost" onClick={() => void reload()}>
            {ta('link.retry')}
          </Button>
        </div>
      ) : !view ? (
        <LoadingText />
      ) : (
        <ul className="flex flex-col gap-2">
          {LINKABLE_TP_TYPES.map((tpType) => {
            const name = NAMES[tpType];
            const label = ta(`link.provider.${name}`);
            const linked = view.Linked.some((l) => l.TPType === tpType);
            return (
              <li key={tpType} className="flex min-h-14 items-center gap-3 rounded-xl bg-night-900/60 px-3">
                <Icon name={name} className="h-7 w-7" />
                <span className="flex-1 font-bold text-white">{label}</span>
                {linked ? (
                  <span className="flex items-center gap-1 text-sm font-bold text-jade-400">
                    <Icon name="check" className="h-5 w-5" />
                    {ta('link.linked')}
                  </span>
                ) : waiting === name ? (
                  <span className="flex items-center gap-2 text-sm text-mist-300">
                    <span role="status">{ta('link.waiting')}</span>
                    <Button variant="ghost" onClick={cancel}>
                      {ta('link.cancel')}
                    </Button>
                  </span>
                ) : (
                  <Button variant="secondary" aria-label={ta('link.linkLabel', { provider: label })} disabled={waiting !== null} onClick={() => link(name)}>
                    {ta('link.linkButton')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
