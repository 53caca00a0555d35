'use client';

import { useState } from 'react';
import type { RedEnvelope } from '@/protocol';
import { TextsPending } from '@/i18n/texts-pending';
import { Dialog } from '@/ui/dialog';
import { closeMineDialog } from '../actions';
import { useRedEnvelopeStore } from '../store';
import { useEnvelopeT } from '../texts';
import { EnvelopeRecords } from './envelope-records';
import { MineList } from './mine-list';

/**
 * 我的紅包 (opened from the profile card, self, next to 發紅包): the player's envelopes
 * (12810, 10 a page, newest first) with their state; one opens its detail and records
 * (12830, 12820), the CSV of who received it, and 取消紅包 while it is open (12800).
 */
export function MineDialog() {
  const open = useRedEnvelopeStore((s) => s.mineOpen);
  return open ? <MineDialogBody /> : null;
}

function MineDialogBody() {
  const { te, ready, failed, retry } = useEnvelopeT();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<RedEnvelope | null>(null);
  return (
    <Dialog
      open
      onClose={closeMineDialog}
      title={ready ? te('mine.title') : undefined}
      ariaLabel={ready ? undefined : ' '}
      maxWidth={440}
      closeOnBackdrop
    >
      {!ready ? <TextsPending failed={failed} retry={retry} /> : chosen ? (
        <EnvelopeRecords envelope={chosen} onBack={() => setChosen(null)} />
      ) : (
        <MineList page={page} onPage={setPage} onOpen={setChosen} />
      )}
    </Dialog>
  );
}
