'use client';

import { useEffect } from 'react';
import { useSocketState } from '@/socket/use-socket-state';
import { useFeature } from '@/brand/brand-context';
import { INVITE_REWARDS, InviteTier } from '@/protocol/invite';
import { formatNumber } from '@/ui/format';
import { fetchInviteInfo } from '../actions';
import { useInviteStore } from '../store';
import { useInviteT } from '../texts';
import { BindCodeForm } from './bind-code-form';
import { InviteProgress } from './invite-progress';
import { MyCodeCard } from './my-code-card';

/**
 * /member/invite: my code with copy and share link, the bind form (or who invited me), the
 * progress with rewards (brands with friend-invitation progress) and the rules.
 */
export function InvitePage() {
  const { tn, ready } = useInviteT();
  const info = useInviteStore((s) => s.info);
  const progress = useFeature('friendInvitationProgress');
  const lobbyReady = useSocketState('lobby') === 'ready';
  // Fresh progress on each visit (the feature also asks whenever the lobby socket is ready).
  useEffect(() => {
    if (lobbyReady) void fetchInviteInfo();
  }, [lobbyReady]);
  if (!ready || !info) {
    return (
      <p role="status" aria-live="polite" className="py-16 text-center text-mist-300">
        {ready ? tn('loading') : '…'}
      </p>
    );
  }
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="border-b border-gold-500/20 pb-3 text-xl font-black text-white sm:text-2xl">
        <span className="mr-2 inline-block h-5 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 align-[-2px]" aria-hidden="true" />
        {tn('title')}
      </h1>
      <MyCodeCard code={info.FriendCode} />
      <section aria-labelledby="invite-bind" className="rounded-3xl bg-night-900/80 p-5 ring-1 ring-white/10">
        <h2 id="invite-bind" className="mb-2 text-lg font-black text-white">
          {tn('bind.title')}
        </h2>
        {info.Inviter ? (
          <p data-testid="invite-inviter" className="text-mist-300">
            {tn('bind.boundTo', { name: info.Inviter.Name, id: info.Inviter.PlayerID })}
          </p>
        ) : (
          <BindCodeForm />
        )}
      </section>
      {progress ? <InviteProgress info={info} /> : null}
      <section aria-labelledby="invite-rules" className="rounded-3xl bg-night-900/60 p-5 text-sm text-mist-300 ring-1 ring-white/10">
        <h2 id="invite-rules" className="mb-2 font-bold text-white">
          {tn('rules.title')}
        </h2>
        <ol className="list-decimal space-y-1 pl-5">
          <li>{tn('rules.1')}</li>
          {progress ? (
            <li>
              {tn('rules.2', {
                phone: formatNumber(INVITE_REWARDS[InviteTier.PhoneBound].Amount),
                vip: formatNumber(INVITE_REWARDS[InviteTier.Vip3].Amount),
              })}
            </li>
          ) : null}
          <li>{tn('rules.3')}</li>
        </ol>
      </section>
    </section>
  );
}
