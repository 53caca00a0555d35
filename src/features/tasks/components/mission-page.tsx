'use client';

import { TextsPending } from '@/i18n/texts-pending';
import { useId, useState } from 'react';
import { useSession } from 'next-auth/react';
import { openSignInModal } from '@/features/auth';
import { TaskPeriod } from '@/protocol/tasks';
import { Button } from '@/ui/button';
import { LoadingText } from '@/ui/loading-text';
import { Tabs } from '@/ui/tabs';
import { useTasksT } from '../texts';
import { useTasks } from '../use-tasks';
import { TaskRow } from './task-row';

type TabKey = 'daily' | 'weekly';

/** /other/mission: daily and weekly tasks with their progress and the claim. */
export function MissionPage() {
  const { t, tt: tr, ready, failed, retry } = useTasksT();
  const { status } = useSession();
  const [tab, setTab] = useState<TabKey>('daily');
  const panelId = useId();
  const { tasks, busy, claim } = useTasks(t, status === 'authenticated');
  const period = tab === 'daily' ? TaskPeriod.Daily : TaskPeriod.Weekly;
  const shown = tasks?.filter((x) => x.Period === period) ?? [];

  let body;
  if (status === 'unauthenticated')
    body = (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-mist-300">{tr('signIn')}</p>
        <Button onClick={() => openSignInModal()}>{String(t('common.signIn', { ns: 'common' }))}</Button>
      </div>
    );
  else if (status !== 'authenticated') body = <LoadingText className="py-10 text-center" />;
  else if (tasks === null) body = <LoadingText className="py-10 text-center" />;
  else if (shown.length === 0) body = <p className="py-10 text-center text-mist-300">{tr('empty')}</p>;
  else
    body = (
      <ul className="flex flex-col gap-2">
        {shown.map((task) => (
          <TaskRow key={task.TaskID} task={task} t={tr} busy={busy.includes(task.TaskID)} onClaim={() => void claim(task.TaskID, tr('claimed'))} />
        ))}
      </ul>
    );

  if (!ready) return <TextsPending failed={failed} retry={retry} className="py-16" />;
  return (
    <section className="mx-auto flex max-w-2xl flex-col">
      <h1 className="mb-4 border-b border-gold-500/20 pb-3 text-xl font-black text-white sm:text-2xl">
        <span className="mr-2 inline-block h-5 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 align-[-2px]" aria-hidden="true" />
        {tr('title')}
      </h1>
      <div className="flex flex-col gap-3 rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 p-4 shadow-2xl ring-1 ring-gold-500/25 sm:p-6">
        <Tabs ariaLabel={tr('title')} items={[{ value: 'daily', label: tr('tabs.daily') }, { value: 'weekly', label: tr('tabs.weekly') }]} value={tab} onChange={setTab} panelId={panelId} />
        <p className="text-center text-xs text-gold-300/90">{tr(tab === 'daily' ? 'resetDaily' : 'resetWeekly')}</p>
        <div id={panelId} role="tabpanel" className="min-h-40">
          {body}
        </div>
      </div>
    </section>
  );
}
