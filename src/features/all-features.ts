import type { FeatureModule } from '@/features/feature-module';
import { chatFeature } from '@/features/chat';
import { giftsFeature } from '@/features/gifts';
import { honorFeature } from '@/features/honor';
import { liveFeature } from '@/features/live';
import { mailFeature } from '@/features/mail';
import { inviteFeature } from '@/features/invite';
import { redEnvelopeFeature } from '@/features/red-envelope';
import { walletFeature } from '@/features/wallet';
import { passbookFeature } from '@/features/passbook';
import { shareFeature } from '@/features/share';
import { bigWinFeature } from '@/features/big-win';
import { redeemFeature } from '@/features/redeem';
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
