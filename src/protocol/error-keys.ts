/** The fixed keys of the `errors` namespace (locales/<lng>/errors.json), without the catalogue. */

/** The i18next namespace holding every error text. */
export const ERRORS_NAMESPACE = 'errors';

/** Key of the fallback text; interpolates `{{code}}`. */
export const FALLBACK_KEY = 'fallback';

/** Session-modal texts, under `session` in errors.json. */
export const SESSION_KEYS = {
  connectionExpired: 'session.connectionExpired',
  loginExpired: 'session.loginExpired',
  multipleSignIn: 'session.multipleSignIn',
  registerSuccess: 'session.registerSuccess',
  ageGateTitle: 'session.ageGateTitle',
  ageGate: 'session.ageGate',
} as const;
