/** Content pages (support, FAQ, terms, privacy, forms, guide, result, invitation, APK). */
export { shareInviteLink, type ShareInvite } from './share-invite';
export { responseState, type ResponseState } from './response-state';
export { supportChannels, supportEmail } from './support-channels';
