'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { leavesPage } from '../leave-guard';
import { useGamesT } from '../texts';

/**
 * While a game window is open on `page` (/play), leaving asks first (chat §8 'about to leave
 * play now, game window will be closed, sure?'): a link to another page of the site opens the
 * confirmation (取消 stays, 確定 goes on), and closing or reloading the tab gets the browser's
 * own prompt (browsers show their text, not the page's).
 */
export function LeavePlayGuard({ active, page }: { active: boolean; page: string }) {
  const { tg } = useGamesT();
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);
  const activeRef = useRef(active);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers read returnValue
      event.returnValue = '';
    };
    // Capture on window runs before Next's <Link> handler (React listens on its root), so
    // stopping here keeps the client-side navigation from starting.
    const onClick = (event: MouseEvent) => {
      if (!activeRef.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      if (!leavesPage(anchor.href, window.location.origin, page)) return;
      event.preventDefault();
      event.stopPropagation();
      const url = new URL(anchor.href);
      setPending(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [active, page]);

  const stay = () => setPending(null);
  const leave = () => {
    const href = pending;
    setPending(null);
    activeRef.current = false;
    if (href) router.push(href);
  };

  return (
    <Dialog
      open={pending !== null}
      onClose={stay}
      title={tg('leaveTitle')}
      zIndex={60}
      maxWidth={360}
      footer={
        <>
          <Button variant="secondary" onClick={stay} data-testid="leave-play-cancel">
            {tg('cancel')}
          </Button>
          <Button onClick={leave} data-testid="leave-play-confirm">
            {tg('confirm')}
          </Button>
        </>
      }
    >
      <p className="text-center text-base text-white">{tg('leaveConfirm')}</p>
    </Dialog>
  );
}
