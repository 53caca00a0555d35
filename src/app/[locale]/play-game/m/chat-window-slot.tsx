'use client';

import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';

// The chat window (launcher and dialogs; the open panel loads when reached for) is fetched only
// for a player who may open it, never as part of the page's first download. It comes through the
// session's runtime (src/features/session-runtime.ts), loaded by then for the session's
// sockets, so the socket code the window shares with the session is not downloaded twice.
const ChatWindow = dynamic(
  () =>
    import('@/features/session-runtime')
      .then((m) => m.loadChatWindow())
      .then((m) => m.ChatWindow),
  { ssr: false },
);

/** Mounts the chat window once the session shows a signed-in player who is not a guest. */
export function ChatWindowSlot() {
  const { data: session, status } = useSession();
  // the window checks the same itself; checking here first spares visitors and guests the download
  if (status !== 'authenticated' || !session || session.provider === 'guest') return null;
  return <ChatWindow />;
}
