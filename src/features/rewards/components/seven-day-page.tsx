'use client';

import { getSockets } from '@/socket';
import { Op } from '@/protocol';
import { Button } from '@/ui/button';
import { showToast } from '@/ui/toast-store';
import { tileStates, type TileState } from '../rules';
import { Countdown } from './countdown';
import { RewardFrame, rewardText, type RewardPageContext } from './reward-frame';

const TILE: Record<TileState, string> = {
  claimed: 'bg-night-900/60 text-mist-300 ring-gold-500/30',
  today: 'bg-gradient-to-b from-gold-300/30 to-plum-800 text-white ring-2 ring-gold-300 shadow-lg shadow-gold-500/20',
  locked: 'bg-night-900/40 text-mist-400 ring-white/10 opacity-70',
};

function SevenDayBody({ status, rewards, tr }: RewardPageContext) {
  const s = status.SevenDay;
  const states = tileStates(s);
  const claim = async () => {
    const result = await rewards.act(() => getSockets().lobby.request(Op.SevenDayClaim, {}));
    if (!result) return;
    rewards.setStatus((prev) => prev && { ...prev, SevenDay: result.SevenDay });
    showToast(`${tr('claimedToast')}：${rewardText(tr, result.Credited)}`, { tone: 'success' });
  };
  return (
    <>
      <ol className="grid grid-cols-4 gap-2 sm:gap-3" aria-label={tr('sevenDay.title')}>
        {s.Rewards.map((items, i) => (
          <li
            key={i}
            data-testid="sevenday-tile"
            data-state={states[i]}
            aria-current={states[i] === 'today' ? 'date' : undefined}
            className={`flex flex-col items-center justify-center gap-1 rounded-2xl p-2 text-center ring-1 ${TILE[states[i]!]} ${i === 6 ? 'col-span-2' : ''}`}
          >
            <span className="text-xs font-bold">{tr('sevenDay.day', { day: i + 1 })}</span>
            <span className={`text-sm font-black ${states[i] === 'locked' ? '' : 'text-gold-300'}`}>{rewardText(tr, items)}</span>
            <span className="text-[11px]">{tr(`sevenDay.${states[i]}`)}</span>
          </li>
        ))}
      </ol>
      <Button size="lg" block disabled={s.ClaimedToday || rewards.busy} onClick={() => void claim()}>
        {tr(s.ClaimedToday ? 'sevenDay.claimedToday' : 'sevenDay.claim')}
      </Button>
      {s.ClaimedToday && <Countdown at={s.NextAt} render={(time) => tr('sevenDay.next', { time })} />}
      <p className="text-xs leading-relaxed text-mist-300">{tr('sevenDay.rule')}</p>
    </>
  );
}

/** /other/sevendaySignIn: seven tiles (claimed / today / locked), today's claim and the countdown to the next. */
export function SevenDayPage() {
  return <RewardFrame title={(tr) => tr('sevenDay.title')}>{(ctx) => <SevenDayBody {...ctx} />}</RewardFrame>;
}
