import type { FeatureModule } from '@/features/feature-module';
import { gameNameOf } from '@/features/big-win';
import { setHonorShareHandler } from '@/features/honor';
import { openShareDialog, resetShare } from './store';

/**
 * The share dialog asks for what it shows itself; a reset (sign-out, another player) closes it.
 * While registered it is the honor list's share action: a record is shared as its game's card
 * named by the catalogue this browser keeps (the game id when it has none).
 */
export const shareFeature: FeatureModule = {
  register: () => {
    setHonorShareHandler((record) =>
      openShareDialog({ gameCode: record.GameInfo.GameID, gameName: gameNameOf(record.GameInfo.GameID), id: String(record.ID) }),
    );
    return () => setHonorShareHandler(null);
  },
  reset: resetShare,
};
