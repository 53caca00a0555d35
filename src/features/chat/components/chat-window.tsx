'use client';

import { Suspense } from 'react';
import { useSession } from 'next-auth/react';
import { ChatWindowBody } from './chat-window-body';

/**
 * The floating chat window of the main play screen (chat spec §1, §2): only for signed-in
 * players who are not guests.
 */
export function ChatWindow() {
  const { data: session, status } = useSession();
  if (status !== 'authenticated' || !session || session.provider === 'guest') return null;
  return (
    <Suspense fallback={null}>
      <ChatWindowBody vipLevel={session.user.vipLevel} />
    </Suspense>
  );
}
