'use client';

import { useEffect, useState } from 'react';
import { useParams, useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { getSockets } from '@/socket';
import { useSocketState } from '@/socket/use-socket-state';
import { Op } from '@/protocol';
import { taipeiDate } from '@/protocol/rewards';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { popupDue, popupKey } from '../rules';
import { useRewardsT } from '../texts';
import { rewardText } from './reward-frame';

function readShown(playerId: number): string | null {
  try {
    return window.localStorage.getItem(popupKey(playerId));
  } catch {
    return null;
  }
}

function markShown(playerId: number, date: string): void {
  try {
    window.localStorage.setItem(popupKey(playerId), date);
  } catch {
    // storage refused (private mode): the popup may come again today, nothing worse
  }
}

/**
 * The special reward popup on home: offered once per Taipei day (remembered in this browser per
 * player) while the reward is claimable (eligible, not claimed); 前往領取 opens the page.
 */
export function SpecialRewardPopup() {
  const { tr, ready } = useRewardsT();
  const { data, status } = useSession();
  const playerId = data?.user?.playerID;
  const lobbyReady = useSocketState('lobby') === 'ready' && status === 'authenticated';
  const [reward, setReward] = useState<Record<string, number> | null>(null);
  const { locale } = useParams<{ locale: string }>();
  const router = useRouter();

  useEffect(() => {
    if (!lobbyReady || typeof playerId !== 'number') return;
    let live = true;
    void getSockets()
      .lobby.request(Op.RewardsStatus, {})
      .then((out) => {
        if (!live || !out.ok) return;
        const s = out.result.Special;
        // The day comes from the server's clock: NextAt is its next Taipei midnight.
        const today = taipeiDate(out.result.SevenDay.NextAt - 1);
        if (!s.Offered || !s.Eligible || s.Claimed || !popupDue(readShown(playerId), today)) return;
        markShown(playerId, today);
        setReward(s.Reward);
      });
    return () => {
      live = false;
    };
  }, [lobbyReady, playerId]);

  if (!ready || !reward) return null;
  const close = () => setReward(null);
  return (
    <Dialog open onClose={close} closeOnBackdrop title={tr('special.popupTitle')} maxWidth={400}>
      <div className="flex flex-col items-center gap-4 text-center">
        <p className="text-mist-300">{tr('special.popupBody')}</p>
        <p className="text-xl font-black text-gold-300">{rewardText(tr, reward)}</p>
        <div className="flex w-full gap-3">
          <Button variant="secondary" block onClick={close}>
            {tr('special.popupLater')}
          </Button>
          <Button
            block
            onClick={() => {
              close();
              router.push(`/${locale}/other/specialReward`);
            }}
          >
            {tr('special.popupGo')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
