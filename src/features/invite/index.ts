export { InviteSlot } from './components/invite-slot';
export { resetInvite, useInviteStore } from './store';
export { InvitePage } from './components/invite-page';
export { inviteFeature } from './feature';
