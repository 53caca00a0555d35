'use client';

import { getSockets } from '@/socket';
import { Op } from '@/protocol';
import { Button } from '@/ui/button';
import { showToast } from '@/ui/toast-store';
import { RewardFrame, rewardText, type RewardPageContext } from './reward-frame';

function SpecialBody({ status, rewards, tr }: RewardPageContext) {
  const s = status.Special;
  const claim = async () => {
    const result = await rewards.act(() => getSockets().lobby.request(Op.SpecialRewardClaim, {}));
    if (!result) return;
    rewards.setStatus((prev) => prev && { ...prev, Special: result.Special });
    showToast(`${tr('claimedToast')}：${rewardText(tr, result.Credited)}`, { tone: 'success' });
  };
  const state = s.Claimed ? 'claimed' : s.Eligible ? 'claim' : 'notEligible';
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <p className="text-2xl font-black text-gold-300" data-testid="special-reward">
        {rewardText(tr, s.Reward)}
      </p>
      <p className="text-sm text-mist-300">{tr('special.condition', { level: s.MinVip })}</p>
      <Button size="lg" block disabled={state !== 'claim' || rewards.busy} onClick={() => void claim()}>
        {tr(`special.${state}`)}
      </Button>
    </div>
  );
}

/** /other/specialReward (brands with `specialRewardPopup`): the reward, its condition and the one claim. */
export function SpecialRewardPage() {
  return <RewardFrame title={(tr) => tr('special.title')}>{(ctx) => <SpecialBody {...ctx} />}</RewardFrame>;
}
