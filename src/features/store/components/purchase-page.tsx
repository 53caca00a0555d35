'use client';

import { useState } from 'react';
import { useSession } from 'next-auth/react';
import { openSignInModal } from '@/features/auth';
import type { MyCardMethodId, PaymentGroupId } from '@/brand/payments';
import type { Goods, GoodsSettingResult } from '@/protocol';
import Link from '@/ui/link';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Button } from '@/ui/button';
import { LoadingText } from '@/ui/loading-text';
import { Tabs } from '@/ui/tabs';
import { showToast } from '@/ui/toast-store';
import { useStoreT } from '../texts';
import { useGoodsSetting } from '../use-goods-setting';
import { POLL_DELAYS, useOrderFlow, type PollDelays } from '../use-order-flow';
import { ActiveOrderPanel } from './active-order-panel';
import { GoodsCard } from './goods-card';
import { OrderHistory } from './order-history';
import { PaymentPicker } from './payment-picker';
import { StoreHeading } from './store-heading';

export type PurchaseTab = 'buy' | 'orders';

function Shop({ setting, flow, ts, errorText }: {
  setting: GoodsSettingResult;
  flow: ReturnType<typeof useOrderFlow>;
  ts: ReturnType<typeof useStoreT>['ts'];
  errorText: (code: number, message?: string) => string;
}) {
  const [picked, setPicked] = useState<PaymentGroupId | null>(null);
  const [pickedMethod, setPickedMethod] = useState<MyCardMethodId | null>(null);
  const group = picked && setting.Groups.some((g) => g.ID === picked) ? picked : (setting.Groups[0]?.ID ?? null);
  const methods = setting.Groups.find((g) => g.ID === group)?.Methods ?? [];
  const method = pickedMethod && methods.includes(pickedMethod) ? pickedMethod : (methods[0] ?? null);
  if (!group) return <p className="py-12 text-center text-mist-300">{ts('goods.empty')}</p>;
  const goods = setting.Goods.filter((g) => g.Groups.includes(group));
  const gemsElsewhere = setting.GemGroups.length > 0 && !setting.GemGroups.includes(group);

  const buy = async (g: Goods) => {
    const out = await flow.buy(g, group, method ?? undefined);
    if (out && !out.ok) showToast(errorText(out.code, out.message), { tone: 'error' });
  };

  return (
    <div className="flex flex-col gap-4">
      <PaymentPicker groups={setting.Groups} group={group} method={method} onGroup={setPicked} onMethod={setPickedMethod} ts={ts} />
      {gemsElsewhere ? <p className="text-xs text-mist-400">{ts('goods.gemOnly')}</p> : null}
      {goods.length === 0 ? (
        <p className="py-8 text-center text-mist-300">{ts('goods.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {goods.map((g) => (
            <GoodsCard key={g.GoodsID} goods={g} ts={ts} busy={flow.busy} onBuy={() => void buy(g)} />
          ))}
        </ul>
      )}
      <p className="text-center text-xs text-mist-500">{ts('currencyNote')}</p>
    </div>
  );
}

/**
 * /purchase/[[...slug]] (點數兌換): the brand's payment groups and TWD goods (gold, gems by bank
 * transfer or card, 大戶禮包 where offered), the order just placed and the order history.
 */
export function PurchasePage({ initialTab = 'buy', pollDelays = POLL_DELAYS }: { initialTab?: PurchaseTab; pollDelays?: PollDelays }) {
  const { ts, tc, errorText, ready } = useStoreT();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const { state, retry } = useGoodsSetting(signedIn);
  const flow = useOrderFlow(pollDelays);
  const [tab, setTab] = useState<PurchaseTab>(initialTab);
  const locale = useLocale();
  // the address follows the tab (a reload or a shared link opens the same one) without a navigation
  const showTab = (next: PurchaseTab) => {
    setTab(next);
    window.history.replaceState(window.history.state, '', localePath(locale, next === 'orders' ? '/purchase/orders' : '/purchase/point'));
  };
  if (!ready || status === 'loading') return <LoadingText className="py-16 text-center" />;

  let body;
  if (!signedIn)
    body = (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-mist-300">{ts('signIn')}</p>
        <Button onClick={() => openSignInModal()}>{tc('common.signIn')}</Button>
      </div>
    );
  else if (tab === 'orders') body = <OrderHistory ts={ts} />;
  else if (state.phase === 'loading') body = <LoadingText className="py-12 text-center" />;
  else if (state.phase === 'error')
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-mist-300">{ts('loadFailed')}</p>
        <Button variant="secondary" onClick={retry}>
          {ts('retry')}
        </Button>
      </div>
    );
  else body = <Shop setting={state.setting} flow={flow} ts={ts} errorText={errorText} />;

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-4">
      <StoreHeading>{ts('purchaseTitle')}</StoreHeading>
      {flow.active ? <ActiveOrderPanel active={flow.active} ts={ts} tc={tc} onDismiss={flow.dismiss} /> : null}
      <div className="flex flex-col gap-4 rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 p-3 shadow-2xl ring-1 ring-gold-500/25 sm:p-6">
        {signedIn ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Tabs
              ariaLabel={ts('tabs.label')}
              items={[
                { value: 'buy', label: ts('tabs.buy') },
                { value: 'orders', label: ts('tabs.orders') },
              ]}
              value={tab}
              onChange={showTab}
              className="self-start"
            />
            <Link href={localePath(locale, '/member/info#invoice')} className="px-2 py-1 text-sm font-bold text-gold-200 underline-offset-4 hover:underline">
              {ts('invoiceLink')}
            </Link>
          </div>
        ) : null}
        {body}
      </div>
    </section>
  );
}
