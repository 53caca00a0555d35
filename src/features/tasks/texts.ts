'use client';

/** The tasks texts (locales/<lng>/tasks.json) load with the mission page's code. */
import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';

export const NS = 'tasks';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/tasks.json'),
  id_id: () => import('../../../locales/id_id/tasks.json'),
  vi_vn: () => import('../../../locales/vi_vn/tasks.json'),
};

/** `t` over errors and common, `tt` over the tasks texts; `ready` once they are loaded. */
export function useTasksT() {
  const { t, tx, ready, failed, retry } = useLazyTexts(NS, LOADERS);
  return { t, tt: tx, ready, failed, retry };
}
