'use client';

import { useEffect, useRef, useState } from 'react';
import { getSockets } from '@/socket';
import { Op } from '@/protocol';
import type { FireWheelSpinResult } from '@/protocol/rewards';
import { Button } from '@/ui/button';
import { NoticeDialog } from '@/ui/notice-dialog';
import { rewardEntries, wheelRotation } from '../rules';
import { Countdown } from './countdown';
import { RewardFrame, rewardText, type RewardPageContext } from './reward-frame';
import { WheelFace } from './wheel-face';

/** How long the wheel turns (ms) when motion is allowed. */
export const SPIN_MS = 4_500;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function FireWheelBody({ status, rewards, tr }: RewardPageContext) {
  const w = status.FireWheel;
  const count = w.Segments.length;
  // Shows the segment of today's spin at rest when the page opens after it.
  const [angle, setAngle] = useState(() => (w.LastSegment === null ? 0 : wheelRotation(0, w.LastSegment, count, 0)));
  const [reduced] = useState(prefersReducedMotion);
  const [spinning, setSpinning] = useState(false);
  const [won, setWon] = useState<FireWheelSpinResult | null>(null);
  const pending = useRef<FireWheelSpinResult | null>(null);
  const landTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(landTimer.current), []);

  const land = () => {
    clearTimeout(landTimer.current);
    const result = pending.current;
    pending.current = null;
    setSpinning(false);
    if (!result) return;
    rewards.setStatus((prev) => prev && { ...prev, FireWheel: result.FireWheel });
    setWon(result);
  };

  const spin = async () => {
    if (spinning) return;
    setSpinning(true);
    // The server decides and pays first; the wheel only shows where it landed.
    const result = await rewards.act(() => getSockets().lobby.request(Op.FireWheelSpin, {}));
    if (!result) return setSpinning(false);
    pending.current = result;
    setAngle((current) => wheelRotation(current, result.Segment, count, reduced ? 0 : 6));
    if (reduced) land();
    // transitionend may not come (a hidden tab): land anyway a little after the turn.
    else landTimer.current = setTimeout(land, SPIN_MS + 500);
  };

  const itemName = (s: (typeof w.Segments)[number]) => {
    const [item] = rewardEntries(s.Items)[0] ?? ['1'];
    return tr(`items.${item}`, { defaultValue: `#${item}` });
  };

  return (
    <>
      <div className="relative mx-auto aspect-square w-full max-w-[320px]">
        <div
          data-testid="fire-wheel"
          data-segment={w.LastSegment ?? ''}
          role="img"
          aria-label={w.Segments.map((s, i) => tr('fireWheel.segment', { n: i + 1, reward: rewardText(tr, s.Items) })).join('；')}
          className="h-full w-full motion-reduce:transition-none"
          style={{
            transform: `rotate(${angle}deg)`,
            transition: reduced || !spinning ? 'none' : `transform ${SPIN_MS}ms cubic-bezier(0.17, 0.67, 0.12, 0.99)`,
          }}
          onTransitionEnd={land}
        >
          <WheelFace segments={w.Segments} itemName={itemName} />
        </div>
        {/* The pointer, fixed at the top. */}
        <div className="pointer-events-none absolute left-1/2 top-[-6px] h-0 w-0 -translate-x-1/2 border-x-[12px] border-t-[22px] border-x-transparent border-t-ruby-500 drop-shadow" aria-hidden="true" />
      </div>
      <Button size="lg" block disabled={!w.CanSpin || spinning || rewards.busy} onClick={() => void spin()}>
        {tr(spinning ? 'fireWheel.spinning' : w.CanSpin ? 'fireWheel.spin' : 'fireWheel.used')}
      </Button>
      {!w.CanSpin && !spinning && <Countdown at={w.NextAt} render={(time) => tr('fireWheel.next', { time })} />}
      <p className="text-xs leading-relaxed text-mist-300">{tr('fireWheel.rule')}</p>
      <NoticeDialog open={won !== null} onClose={() => setWon(null)} icon="gift" tone="bg-gold-500/15 text-gold-300 ring-gold-500/40" title={tr('fireWheel.won')} confirmLabel={tr('fireWheel.close')}>
        <p className="text-center text-lg font-black text-gold-300" data-testid="fire-wheel-prize">
          {won ? rewardText(tr, won.Credited) : ''}
        </p>
      </NoticeDialog>
    </>
  );
}

/** /other/fire-wheel: the wheel turns to the segment the server chose and paid, then shows the prize and the next spin time. */
export function FireWheelPage() {
  return <RewardFrame title={(tr) => tr('fireWheel.title')}>{(ctx) => <FireWheelBody {...ctx} />}</RewardFrame>;
}
