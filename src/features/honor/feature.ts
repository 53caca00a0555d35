import type { FeatureModule } from '@/features/feature-module';
import { resetHonor } from './store';

/** The honor list as a feature: it asks for its list itself; a reset closes and forgets it. */
export const honorFeature: FeatureModule = {
  register: () => () => {},
  reset: resetHonor,
};
