'use client';

import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { useFeature } from '@/brand';
import { setEnvelopesOffered } from '../permission';
import { useLatch } from '@/ui/use-latch';
import { useRedEnvelopeStore } from '../store';

// The dialogs' code (forms, lists, CSV) loads the first time one of them opens.
const EnvelopeDialogs = dynamic(() => import('./envelope-dialogs'), {
  ssr: false,
});

/**
 * Held by the chat window: tells the feature whether the brand offers envelopes (so it asks
 * the server for the send permission), and mounts the envelope dialogs once one is opened.
 */
export function EnvelopeHost() {
  const offered = useFeature('redEnvelope');
  useEffect(() => setEnvelopesOffered(offered), [offered]);
  const wanted = useRedEnvelopeStore((s) => s.overlay !== null || s.createOpen || s.mineOpen);
  const seen = useLatch(wanted);
  return seen ? <EnvelopeDialogs /> : null;
}
