'use client';

import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';

// The chat window (virtual list, sanitiser, dialogs) is fetched only for a player who may
// open it, never as part of the page's first download.
const ChatWindow = dynamic(() => import('@/features/chat/components/chat-window').then((m) => m.ChatWindow), {
  ssr: false,
});

/** Mounts the chat window once the session shows a signed-in player who is not a guest. */
export function ChatWindowSlot() {
  const { data: session, status } = useSession();
  // the window checks the same itself; checking here first spares visitors and guests the download
  if (status !== 'authenticated' || !session || session.provider === 'guest') return null;
  return <ChatWindow />;
}
