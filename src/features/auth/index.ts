// What every page may import. The overlays' own code loads on demand behind their slots; the
// sign-in pages' components are here too, and a page's bundle keeps only what it imports (every
// module is side-effect free, package.json `sideEffects`: the first-visit budgets did not move).
export { SignInModalSlot } from './components/sign-in-modal-slot';
export { PhoneSignInSlot } from './components/phone-sign-in-slot';
export { EmbeddedSignInSlot } from './components/embedded-sign-in-slot';
export { safeCallbackUrl } from './components/safe-callback-url';
export { useGuestSignIn, signInErrorCode } from './components/use-guest-sign-in';
export { openSignInModal, closeSignInModal, useSignInModalStore } from './sign-in-modal-store';
export type { SignInNotice } from './sign-in-modal-store';
export { SignInPage } from './components/sign-in-page';
export { ProviderSignIn } from './components/provider-sign-in';
export type { OAuthProviderName } from './providers/oauth-providers';
export { isOAuthProvider } from './providers/oauth-providers';
export { openProviderPopup } from './popup/open-provider-popup';
export { providerSignInPath, RETURNED_STEP } from './components/use-provider-popup';
export { isSignInPopup } from './popup/popup-messages';
export { isProtectedPath } from './protected-routes';
export type { SessionUpdateRequest } from './auth-options';
