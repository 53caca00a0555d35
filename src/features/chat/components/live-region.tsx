'use client';

import { useChatStore } from '../store';

/** Announces new messages of the open channel to screen readers, politely. */
export function LiveRegion() {
  const announcement = useChatStore((s) => s.liveAnnouncement);
  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="chat-live-region">
      {announcement?.text ?? ''}
    </div>
  );
}
