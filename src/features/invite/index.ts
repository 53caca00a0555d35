export { InviteSlot } from './components/invite-slot';
export { resetInvite, useInviteStore } from './store';
