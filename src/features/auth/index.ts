export { SignInModal } from './components/sign-in-modal';
export { SignInPage } from './components/sign-in-page';
export { ProviderSignIn } from './components/provider-sign-in';
export { safeCallbackUrl } from './components/safe-callback-url';
export { useGuestSignIn, signInErrorCode } from './components/use-guest-sign-in';
export { openSignInModal, closeSignInModal, useSignInModalStore } from './sign-in-modal-store';
export type { SignInNotice } from './sign-in-modal-store';
