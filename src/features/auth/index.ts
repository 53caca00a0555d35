// What every page may import. The overlays' own code loads on demand behind their slots, and
// the sign-in pages import their components by path, so nothing heavy rides along with this file.
export { SignInModalSlot } from './components/sign-in-modal-slot';
export { PhoneSignInSlot } from './components/phone-sign-in-slot';
export { EmbeddedSignInSlot } from './components/embedded-sign-in-slot';
export { safeCallbackUrl } from './components/safe-callback-url';
export { useGuestSignIn, signInErrorCode } from './components/use-guest-sign-in';
export { openSignInModal, closeSignInModal, useSignInModalStore } from './sign-in-modal-store';
export type { SignInNotice } from './sign-in-modal-store';
