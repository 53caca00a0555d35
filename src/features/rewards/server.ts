/** What the app's server pages use of this feature (server modules and server components): its
 * client-safe entry is ./index.ts. */
export { offersSpecialReward } from './brand-gate';
