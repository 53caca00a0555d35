'use client';

import { TextsPending } from '@/i18n/texts-pending';
import type { ReactNode } from 'react';
import { useSession } from 'next-auth/react';
import { openSignInModal } from '@/features/auth';
import type { RewardItems, RewardsStatusResult } from '@/protocol/rewards';
import { Button } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import { LoadingText } from '@/ui/loading-text';
import { rewardEntries } from '../rules';
import { useRewardsT } from '../texts';
import { useRewards } from '../use-rewards';

export type Translate = ReturnType<typeof useRewardsT>['tr'];

/** A reward's text: `日金 × 2,000、寶石 × 10`. */
export function rewardText(tr: Translate, items: RewardItems): string {
  return rewardEntries(items)
    .map(([item, n]) => tr('reward', { item: tr(`items.${item}`, { defaultValue: `#${item}` }), amount: formatNumber(n) }))
    .join('、');
}

/** What a reward page's body gets: the loaded status and the rewards hook. */
export interface RewardPageContext {
  status: RewardsStatusResult;
  rewards: ReturnType<typeof useRewards>;
  tr: Translate;
}

/**
 * The frame of a reward page: the title, then the sign-in prompt (signed out), the loading
 * text, a retry (the status was refused), or the page's body with the loaded status.
 */
export function RewardFrame({ title, children }: { title: (tr: Translate) => string; children: (ctx: RewardPageContext) => ReactNode }) {
  const { t, tr, ready, failed, retry } = useRewardsT();
  const { status: session } = useSession();
  const rewards = useRewards(t, session === 'authenticated');
  if (!ready) return <TextsPending failed={failed} retry={retry} className="py-16" />;

  let body: ReactNode;
  if (session === 'unauthenticated')
    body = (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-mist-300">{tr('signIn')}</p>
        <Button onClick={() => openSignInModal()}>{String(t('common.signIn', { ns: 'common' }))}</Button>
      </div>
    );
  else if (rewards.failed && !rewards.status)
    body = (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-mist-300">{tr('failed')}</p>
        <Button variant="secondary" onClick={rewards.refresh}>
          {tr('retry')}
        </Button>
      </div>
    );
  else if (session !== 'authenticated' || !rewards.status) body = <LoadingText className="py-10 text-center" />;
  else body = children({ status: rewards.status, rewards, tr });

  return (
    <section className="mx-auto flex max-w-2xl flex-col">
      <h1 className="mb-4 border-b border-gold-500/20 pb-3 text-xl font-black text-white sm:text-2xl">
        <span className="mr-2 inline-block h-5 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 align-[-2px]" aria-hidden="true" />
        {title(tr)}
      </h1>
      <div className="flex flex-col gap-4 rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 p-4 shadow-2xl ring-1 ring-gold-500/25 sm:p-6">{body}</div>
    </section>
  );
}
