import type { FeatureModule } from '@/features/feature-module';
import { resetShare } from './store';

/** The share dialog asks for what it shows itself; a reset (sign-out, another player) closes it. */
export const shareFeature: FeatureModule = {
  register: () => () => {},
  reset: resetShare,
};
