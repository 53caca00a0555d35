import type { FeatureModule } from '@/features/feature-module';
import { resetPassbook } from './store';

/**
 * The passbook as a feature: it asks for its pages itself (request / reply, no push to
 * handle), so the session only needs it to forget: a reset closes the modal and empties every
 * open viewer.
 */
export const passbookFeature: FeatureModule = {
  register: () => () => {},
  reset: resetPassbook,
};
