'use client';

import { useId } from 'react';
import { useT } from 'next-i18next/client';
import { useFeature } from '@/brand/brand-context';
import { useLocale } from '@/i18n/use-locale';
import { PassbookTab, type PassbookTabValue } from '@/protocol/passbook-rules';
import { Button } from '@/ui/button';
import { Tabs, type TabItem } from '@/ui/tabs';
import { pageCount } from '../pagination';
import type { PassbookFirstPage } from '../passbook-first-page';
import { loadPassbookPage, type PassbookLoader } from '../request';
import { usePassbook } from '../use-passbook';
import { PassbookPagination } from './passbook-pagination';
import { PassbookRows } from './passbook-rows';

type TabKey = 'gold' | 'gem' | 'points' | 'gifts';
const TAB_BY_KEY: Record<TabKey, PassbookTabValue> = {
  gold: PassbookTab.Gold,
  gem: PassbookTab.Gem,
  points: PassbookTab.Points,
  gifts: PassbookTab.Gifts,
};
const keyOf = (tab: PassbookTabValue) => (Object.keys(TAB_BY_KEY) as TabKey[]).find((k) => TAB_BY_KEY[k] === tab) ?? 'gold';

/**
 * The passbook viewer (account §2): tabs 日金, 寶石 (brands with gems only), 點數, 禮物; the
 * 14-day notice; rows 2 a page with the page groups of 5. Used by /member/passbook and the
 * 存摺 modal. `load` is the socket loader unless a test passes its own; `first` is page 1 of
 * 日金 as the server read it (the page only).
 */
export function PassbookViewer({ load = loadPassbookPage, now, first }: { load?: PassbookLoader; now?: () => number; first?: PassbookFirstPage | null }) {
  const { t } = useT('passbook');
  const lang = useLocale();
  const gems = useFeature('gems');
  const panelId = useId();
  const view = usePassbook({ load, lang, initialTab: PassbookTab.Gold, now, first });
  const keys: TabKey[] = gems ? ['gold', 'gem', 'points', 'gifts'] : ['gold', 'points', 'gifts'];
  const items: TabItem<TabKey>[] = keys.map((key) => ({ value: key, label: t(`tabs.${key}`) }));
  const list = view.result?.List ?? [];
  const pages = pageCount(view.result?.Total ?? 0, view.result?.PerPage);

  let body;
  if (view.loading) {
    body = (
      <p role="status" aria-live="polite" className="py-10 text-center text-mist-300">
        {t('loading')}
      </p>
    );
  } else if (view.failedCode !== null) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-mist-300">
        <p>{t('failed')}</p>
        <Button variant="secondary" onClick={view.retry}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    body = <p className="py-10 text-center text-mist-300">{t('empty')}</p>;
  } else {
    body = <PassbookRows list={list} />;
  }

  return (
    <div className="flex flex-col gap-3">
      <Tabs ariaLabel={t('title')} items={items} value={keyOf(view.tab)} onChange={(key) => view.setTab(TAB_BY_KEY[key])} panelId={panelId} />
      <p className="text-center text-xs text-gold-300/90">{t('notice')}</p>
      <div id={panelId} role="tabpanel" className="min-h-40">
        {body}
      </div>
      {view.result && view.result.Total > 0 ? (
        <PassbookPagination page={view.page} pages={pages} onChange={view.setPage} disabled={view.loading} />
      ) : null}
    </div>
  );
}
