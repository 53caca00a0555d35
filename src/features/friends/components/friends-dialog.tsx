'use client';

import { useEffect } from 'react';
import { closePlayerCard, requestFriends } from '@/features/chat';
import { FriendsView } from '@/features/chat';
import { isChatRegistered, subscribeChatRegistration } from '@/features/chat';
import { useProfileT } from '@/features/profile-card';
import { Dialog } from '@/ui/dialog';
import { closeFriends, useFriendsDialogStore } from '../store';

/**
 * Friends and the blacklist from the member centre: the chat's friends view in a dialog, with
 * the player card its rows open. The friend list is asked once the chat's handlers are there
 * (they load with the signed-in session), since its reply would find no handler before.
 */
export function FriendsDialog() {
  const { tp, ready } = useProfileT();
  const open = useFriendsDialogStore((s) => s.open);

  useEffect(() => {
    // A card opened from this dialog closes with it.
    if (!open) {
      closePlayerCard();
      return;
    }
    if (isChatRegistered()) {
      requestFriends();
      return;
    }
    const off = subscribeChatRegistration(() => {
      if (!isChatRegistered()) return;
      off();
      requestFriends();
    });
    return off;
  }, [open]);

  return (
    <Dialog open={open} onClose={closeFriends} title={ready ? tp('friends.open') : undefined} closeOnBackdrop maxWidth={480} bodyClassName="p-0">
      <div className="h-[min(70vh,560px)]">
        <FriendsView />
      </div>
    </Dialog>
  );
}
