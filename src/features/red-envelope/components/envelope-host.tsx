'use client';

import dynamic from 'next/dynamic';
import { useLatch } from '@/ui/use-latch';
import { useRedEnvelopeStore } from '../store';

// The dialogs' code (forms, lists, CSV) loads the first time one of them opens.
const EnvelopeDialogs = dynamic(() => import('./envelope-dialogs'), {
  ssr: false,
});

/** Mounts the envelope dialogs once something opened them (the chat window holds this). */
export function EnvelopeHost() {
  const wanted = useRedEnvelopeStore((s) => s.overlay !== null || s.createOpen || s.mineOpen);
  const seen = useLatch(wanted);
  return seen ? <EnvelopeDialogs /> : null;
}
