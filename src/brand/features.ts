/**
 * Brand feature flags (account §1, chat §9). One alphabetical union; each brand file in
 * `brands/` sets every flag, and components ask `useFeature(name)`.
 */
export type FeatureName =
  /** Crab's customised bind-referral (invitation code) modal. */
  | 'customBindReferralModal'
  /** Daily gold reward. */
  | 'dailyGoldReward'
  /** Friend-invitation progress in the member center. */
  | 'friendInvitationProgress'
  /** Gems as a currency (wallet, passbook 寶石 tab, gem purchase). */
  | 'gems'
  /** A LINE customer-support link. */
  | 'lineSupport'
  /** Live rooms: action-menu entry, live chat and gifts. */
  | 'live'
  /** Pass tickets sold in the store. */
  | 'passTicketStore'
  /** The pass-ticket switch. */
  | 'passTicketSwitch'
  /** Raffle tickets. */
  | 'raffleTickets'
  /** Sending red envelopes (still needs the server's permission, error 200230). */
  | 'redEnvelope'
  /** A referral (invitation) code must be bound. */
  | 'referralCodeRequired'
  /** The special reward popup. */
  | 'specialRewardPopup'
  /** The user info banner. */
  | 'userInfoBanner';

/** Every flag, alphabetical (kept in step with `FeatureName` by the type below). */
export const FEATURE_NAMES = [
  'customBindReferralModal',
  'dailyGoldReward',
  'friendInvitationProgress',
  'gems',
  'lineSupport',
  'live',
  'passTicketStore',
  'passTicketSwitch',
  'raffleTickets',
  'redEnvelope',
  'referralCodeRequired',
  'specialRewardPopup',
  'userInfoBanner',
] as const satisfies readonly FeatureName[];

// Fails to compile when a name is added to the union but not to the list.
type MissingFromList = Exclude<FeatureName, (typeof FEATURE_NAMES)[number]>;
const listIsComplete: MissingFromList extends never ? true : false = true;
void listIsComplete;

/** A brand's value for every flag. */
export type FeatureFlags = Readonly<Record<FeatureName, boolean>>;

/** True when `name` is a known flag (for flags read from untrusted input such as a query). */
export function isFeatureName(name: string): name is FeatureName {
  return (FEATURE_NAMES as readonly string[]).includes(name);
}
