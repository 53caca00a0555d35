'use client';

/**
 * Buying with TWD: a tap creates one order (useLobbyMutation) and opens its PayUrl in a new
 * window; the order then shows as pending while the order list is read again with back-off
 * (and at once when the player comes back to this tab) until it is paid or failed. Polling
 * stops on unmount. A paid order's bag is read once (mycard_verify) so the balance is the new
 * one even when the socket's push has not arrived.
 */
import { useCallback, useEffect, useState } from 'react';
import { applyBag } from '@/features/wallet';
import type { Goods, StoreOrder } from '@/protocol';
import type { MyCardMethodId, PaymentGroupId } from '@/brand/payments';
import { reportPurchase } from './purchase-analytics';
import type { Result } from '@/protocol';
import { createOrder, loadOrders, verifyOrder } from './requests';
import { invalidateReads, useLobbyMutation } from '@/http/lobby-queries';
import { newRequestId } from '@/http/request-id';
import { storeApi } from '@/protocol';

/** Waits between two reads of a pending order: the first, then ×1.5 up to the last. */
export interface PollDelays {
  first: number;
  max: number;
}
export const POLL_DELAYS: PollDelays = { first: 2_000, max: 30_000 };

export interface ActiveOrder {
  order: StoreOrder;
  payUrl: string;
}

/** A blank window opened in the tap itself (a window opened after an await is often blocked). */
function openBlank(): Window | null {
  try {
    return window.open('about:blank', '_blank') ?? null;
  } catch {
    return null;
  }
}

/**
 * A pay page is a web page: an http(s) address, or one on this site. Never a `javascript:` or
 * `data:` address from a reply — the tap's blank window is on the site's origin until it
 * navigates, so a script address would run as the site.
 */
const isPayPage = (url: string) => /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));

/** Opens `url` in `win` (the blank one of the tap), or in a new window when there is none; anything but a web page is not opened (and the blank window closes). */
export function openPayPage(url: string, win: Window | null = null): void {
  if (!isPayPage(url)) {
    win?.close();
    return;
  }
  if (win && !win.closed) {
    win.opener = null;
    win.location.href = url;
    return;
  }
  window.open(url, '_blank', 'noopener');
}

/** An order is money: idempotent by its request id; it adds a row to the order list. */
const BUY = { requestId: () => newRequestId('buy'), invalidates: [storeApi.OrderList] } as const;

export function useOrderFlow(delays: PollDelays = POLL_DELAYS) {
  const { run, busy } = useLobbyMutation(BUY);
  const [active, setActive] = useState<ActiveOrder | null>(null);

  /** Creates the order of `goods` paid through `group` (MyCard `method`); answers the refusal, if any. */
  const buy = useCallback(
    async (goods: Goods, group: PaymentGroupId, method?: MyCardMethodId): Promise<Result<unknown> | null> => {
      const win = busy ? null : openBlank();
      const out = await run(`${goods.GoodsID}|${group}|${method ?? ''}`, (RequestID) =>
        createOrder({ GoodsID: goods.GoodsID, Group: group, ...(method ? { Method: method } : {}), RequestID }),
      );
      if (!out || !out.ok) {
        win?.close();
        return out;
      }
      reportPurchase(out.result.Analytics);
      openPayPage(out.result.PayUrl, win);
      setActive({ order: out.result.Order, payUrl: out.result.PayUrl });
      return out;
    },
    [run, busy],
  );

  const orderId = active?.order.OrderID ?? null;
  const pending = active?.order.Status === 'pending';
  useEffect(() => {
    if (!orderId || !pending) return;
    let live = true;
    let running = false;
    let delay = delays.first;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (running) return;
      running = true;
      const out = await loadOrders(1, 1, orderId);
      running = false;
      if (!live) return;
      const row = out.ok ? out.result.List.find((o) => o.OrderID === orderId) : undefined;
      if (row && row.Status !== 'pending') {
        reportPurchase(row.Analytics);
        if (row.Status === 'paid') {
          const verified = await verifyOrder(orderId);
          if (verified.ok) applyBag(verified.result.Bag);
        }
        if (!live) return;
        setActive((a) => (a?.order.OrderID === orderId ? { ...a, order: row } : a));
        // the order list shows it closed
        void invalidateReads(storeApi.OrderList);
        return;
      }
      delay = Math.min(Math.round(delay * 1.5), delays.max);
      timer = setTimeout(() => void tick(), delay);
    };
    timer = setTimeout(() => void tick(), delay);
    // back from the pay page: look now rather than at the next step of the back-off
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || running) return;
      clearTimeout(timer);
      delay = delays.first;
      void tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      live = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [orderId, pending, delays.first, delays.max]);

  return {
    buy,
    busy,
    active,
    /** Bumped when the active order closes (the history reloads). */
    dismiss: useCallback(() => setActive(null), []),
  };
}
