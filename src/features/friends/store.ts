import { createStore } from '@/lib/create-store';

/** Whether the friends dialog (member centre) is open; kept apart so the app shell's slot carries nothing else. */
export const useFriendsDialogStore = createStore<{ open: boolean }>('friends-dialog', () => ({ open: false }));

/**
 * Opens friends and the blacklist as a dialog over any page (member centre); its code loads
 * on first opening.
 * @example <button onClick={() => openFriends()}>好友</button>
 */
export function openFriends(): void {
  useFriendsDialogStore.setState({ open: true });
}

export function closeFriends(): void {
  useFriendsDialogStore.setState({ open: false });
}
