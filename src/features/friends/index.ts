/** Friends and the blacklist as a dialog over any page (member centre): `openFriends()`. */
export { openFriends, closeFriends } from './store';
export { FriendsSlot } from './components/friends-slot';
