'use client';

import { useEffect } from 'react';
import { useSession } from 'next-auth/react';
import { Dialog } from '@/ui/dialog';
import { LoadingText } from '@/ui/loading-text';
import { NoticeDialog } from '@/ui/notice-dialog';
import { useSocketState } from '@/socket/use-socket-state';
import { loadHonorList, toggleHeart } from '../actions';
import { rowView } from '../rules';
import { honorShareHandler } from '../share';
import { closeHonorList, useHonorStore } from '../store';
import { useHonorT } from '../texts';
import { HonorRow } from './honor-row';

/**
 * The honor list panel (account §2): the reminder, then the records. The list is asked for
 * whenever the lobby socket is ready while the panel is open (§4: request when open; the
 * socket layer reconnects a closed socket), so a reconnect refreshes it.
 */
export function HonorDialog() {
  const { t, th, ready } = useHonorT();
  const { open, playerId, rows, loading, loaded, busy, error } = useHonorStore();
  const lobbyReady = useSocketState('lobby') === 'ready';
  const selfId = useSession().data?.user?.playerID;
  const own = playerId !== null && Number(selfId) === playerId;

  useEffect(() => {
    if (open && lobbyReady) void loadHonorList(t);
  }, [open, lobbyReady, playerId, t]);

  const share = honorShareHandler();
  const labels = { machine: th('machine'), pin: th('pin'), unpin: th('unpin'), share: th('share') };

  return (
    <>
      <Dialog open={open && ready} onClose={closeHonorList} title={th('title')} closeOnBackdrop maxWidth={480}>
        <div className="flex flex-col gap-3">
          <p className="rounded-xl bg-gold-500/10 p-3 text-xs leading-relaxed text-gold-200">{th('reminder')}</p>
          {rows.length > 0 ? (
            <ul className="flex flex-col gap-2" aria-label={th('title')}>
              {rows.map((r) => (
                <HonorRow
                  key={r.ID}
                  row={rowView(r)}
                  labels={labels}
                  canPin={own}
                  busy={busy.includes(r.ID)}
                  onHeart={() => void toggleHeart(r.ID, t)}
                  onShare={share ? () => share(r) : undefined}
                />
              ))}
            </ul>
          ) : null}
          {loaded && rows.length === 0 && !loading ? <p className="py-8 text-center text-sm text-mist-400">{th('empty')}</p> : null}
          {loading && rows.length === 0 ? <LoadingText className="py-2 text-center" /> : null}
        </div>
      </Dialog>
      <NoticeDialog
        open={error !== null}
        onClose={() => useHonorStore.setState({ error: null })}
        title={th('errorTitle')}
        icon="alert"
        tone="bg-ruby-500/15 text-ruby-400 ring-ruby-500/40"
        confirmLabel={th('ok')}
        zIndex={70}
      >
        <p role="alert">{error}</p>
      </NoticeDialog>
    </>
  );
}
