/**
 * The part of the LINE Front-end Framework (@line/liff) the site uses, behind one small
 * interface so the real SDK (the @line/liff package, or `window.liff` where LINE provides it)
 * and the QA fake are interchangeable. Method names follow the SDK.
 */
export interface LiffAdapter {
  init(config: { liffId: string }): Promise<void>;
  /** True once the player logged in to LINE for this LIFF app. */
  isLoggedIn(): boolean;
  /** Goes to LINE's login and comes back to `redirectUri` (a full page load). */
  login(config?: { redirectUri?: string }): void;
  /** The LINE access token (what the lobby's third_part/info and sign-in verify). */
  getAccessToken(): string | null;
  /** True inside the LINE client. */
  isInClient(): boolean;
}

/** The SDK object as it appears on `window` (a subset of @line/liff's `Liff`). */
export interface LiffSdk {
  init(config: { liffId: string }): Promise<void>;
  isLoggedIn(): boolean;
  login(config?: { redirectUri?: string }): void;
  getAccessToken(): string | null;
  isInClient(): boolean;
}

declare global {
  interface Window {
    liff?: LiffSdk;
  }
}

/** Wraps the real SDK. */
export function sdkAdapter(sdk: LiffSdk): LiffAdapter {
  return {
    init: (config) => sdk.init(config),
    isLoggedIn: () => sdk.isLoggedIn(),
    login: (config) => sdk.login(config),
    getAccessToken: () => sdk.getAccessToken(),
    isInClient: () => sdk.isInClient(),
  };
}
