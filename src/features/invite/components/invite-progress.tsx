'use client';

import { useState } from 'react';
import type { InviteInfoResult, InviteReward, InviteTierValue, InvitedFriend } from '@/protocol/invite';
import { InviteLimits } from '@/protocol/invite';
import { Button } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import { showToast } from '@/ui/toast-store';
import { claimInviteReward } from '../actions';
import { useInviteStore } from '../store';
import { useInviteT } from '../texts';

type Claim = typeof claimInviteReward;

function RewardRow({ friend, reward, claim }: { friend: InvitedFriend; reward: InviteReward; claim: Claim }) {
  const { t, tn } = useInviteT();
  const busy = useInviteStore((s) => s.claiming.includes(`${friend.PlayerID}:${reward.Tier}`));
  const [error, setError] = useState<string | null>(null);
  const onClaim = async () => {
    setError(null);
    const refused = await claim(friend.PlayerID, reward.Tier as InviteTierValue, t);
    if (refused) setError(refused);
    else showToast(tn('progress.claimedToast', { amount: formatNumber(reward.Amount) }), { tone: 'success' });
  };
  let action;
  if (reward.Claimed) action = <span className="text-sm font-bold text-mist-400">{tn('progress.claimed')}</span>;
  else if (!reward.Reached) action = <span className="text-sm text-mist-500">{tn('progress.notReached')}</span>;
  else
    action = (
      <Button variant="green" onClick={onClaim} disabled={busy} className="min-w-20">
        {busy ? tn('progress.claiming') : tn('progress.claim')}
      </Button>
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-1.5">
      <div className="min-w-0">
        <p className="text-sm text-white">{tn(`progress.tier.${reward.Tier}`)}</p>
        <p className="text-xs text-gold-300">{tn('progress.reward', { amount: formatNumber(reward.Amount) })}</p>
      </div>
      {action}
      {error ? (
        <p role="alert" className="w-full text-sm text-ruby-500">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Friend-invitation progress (account §1: every brand but owl): each invited friend with
 * their ID and VIP, the reward of each tier (未達成 / 領取 / 已領取).
 */
export function InviteProgress({ info, claim = claimInviteReward }: { info: InviteInfoResult; claim?: Claim }) {
  const { tn } = useInviteT();
  return (
    <section aria-labelledby="invite-progress" className="rounded-3xl bg-night-900/80 p-5 ring-1 ring-white/10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="invite-progress" className="text-lg font-black text-white">
          {tn('progress.title')}
        </h2>
        <p className="text-sm text-mist-300">
          {tn('progress.count', { count: info.Total })}
          {info.Claimable > 0 ? <span className="ml-2 font-bold text-jade-400">{tn('progress.claimable', { count: info.Claimable })}</span> : null}
        </p>
      </div>
      {info.Friends.length === 0 ? (
        <p className="py-6 text-center text-mist-400">{tn('progress.empty')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {info.Friends.map((friend) => (
            <li key={friend.PlayerID} data-testid="invited-friend" className="rounded-2xl bg-night-950/60 px-4 py-3">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="break-all font-bold text-white">{friend.Name}</span>
                <span className="text-xs tabular-nums text-mist-400">{tn('progress.id', { id: friend.PlayerID })}</span>
                <span className="rounded bg-gold-500/20 px-1.5 text-xs font-bold text-gold-300">{tn('progress.vip', { level: friend.VIPLevel })}</span>
              </p>
              <ul className="mt-1 divide-y divide-white/5">
                {friend.Rewards.map((reward) => (
                  <RewardRow key={reward.Tier} friend={friend} reward={reward} claim={claim} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {info.Total > info.Friends.length ? <p className="mt-3 text-center text-xs text-mist-400">{tn('progress.more', { count: InviteLimits.MaxFriendsListed })}</p> : null}
    </section>
  );
}
