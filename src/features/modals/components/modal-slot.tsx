'use client';

import dynamic from 'next/dynamic';
import { useLatch } from '@/ui/use-latch';
import { useActiveModal } from '../store';

const ModalHost = dynamic(() => import('./modal-host').then((m) => m.ModalHost), { ssr: false });

/**
 * The app-wide modal (errors, session modals), fetched with the first `openModal()`: the store
 * is always loaded, the dialog and the error texts' lookup are not.
 */
export function ModalSlot() {
  const opened = useLatch(useActiveModal() !== null);
  return opened ? <ModalHost /> : null;
}
