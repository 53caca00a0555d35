import type { FeatureModule } from '@/features/feature-module';
import { chatFeature } from '@/features/chat/feature';
import { giftsFeature } from '@/features/gifts/feature';
import { honorFeature } from '@/features/honor/feature';
import { liveFeature } from '@/features/live/feature';
import { mailFeature } from '@/features/mail/feature';
import { inviteFeature } from '@/features/invite/feature';
import { redEnvelopeFeature } from '@/features/red-envelope/feature';
import { walletFeature } from '@/features/wallet';
import { passbookFeature } from '@/features/passbook/feature';
import { shareFeature } from '@/features/share/feature';
import { bigWinFeature } from '@/features/big-win/feature';
import { redeemFeature } from '@/features/redeem/feature';
import { vipFeature } from '@/features/vip';

/**
 * Every client feature, as one module each (register / onReady / reset): its `feature.ts`. A
 * feature adds one entry here, above the features, so that no feature (the session included)
 * imports every other; the session's connection starts the list. The chat's code beyond its
 * unread counts loads on demand (see src/features/chat/feature.ts).
 */
export const FEATURES: readonly FeatureModule[] = [
  walletFeature,
  chatFeature,
  passbookFeature,
  giftsFeature,
  mailFeature,
  redEnvelopeFeature,
  liveFeature,
  inviteFeature,
  shareFeature,
  honorFeature,
  bigWinFeature,
  redeemFeature,
  vipFeature,
];
