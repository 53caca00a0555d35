'use client';

import { Button } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import type { Task } from '@/protocol/tasks';
import { claimState, progressView, taskText, type Translate } from '../rules';

/** One task: its text, the progress bar with progress / goal, the reward and the claim button. */
export function TaskRow({ task, t, busy, onClaim }: { task: Task; t: Translate; busy: boolean; onClaim(): void }) {
  const text = taskText(t, task);
  const p = progressView(task);
  const state = claimState(task);
  const reward = Object.entries(task.Reward)
    .map(([item, n]) => t('reward', { item: t(`items.${item}`, { defaultValue: `#${item}` }), amount: formatNumber(n) }))
    .join('、');
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-night-900/60 p-3 ring-1 ring-gold-500/15" data-testid="task-row">
      <div className="min-w-0 flex-1">
        <p className="font-bold text-white">{text}</p>
        <p className="mt-0.5 text-xs text-gold-300">{reward}</p>
        <div className="mt-2 flex items-center gap-2">
          <div role="progressbar" aria-label={text} aria-valuemin={0} aria-valuemax={p.goal} aria-valuenow={p.progress} className="h-2 flex-1 overflow-hidden rounded-full bg-plum-800">
            <div className="h-full rounded-full bg-gradient-to-r from-gold-300 to-gold-600" style={{ width: `${p.percent}%` }} />
          </div>
          <span className="shrink-0 text-xs tabular-nums text-mist-300">
            {formatNumber(p.progress)}/{formatNumber(p.goal)}
          </span>
        </div>
      </div>
      <Button variant={state === 'claim' ? 'primary' : 'secondary'} disabled={state !== 'claim' || busy} onClick={onClaim}>
        {t(`button.${state}`)}
      </Button>
    </li>
  );
}
