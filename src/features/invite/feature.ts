/**
 * Invitations as a feature module: a ready lobby socket asks for the invite info (account §4),
 * which the required referral modal and the invitation page read; a reset forgets it.
 */
import type { FeatureModule } from '@/features/feature-module';
import type { Sockets } from '@/socket';
import { fetchInviteInfo } from './actions';
import { resetInvite } from './store';

export function createInviteFeature(): FeatureModule {
  let sockets: Sockets | null = null;
  return {
    register(s) {
      sockets = s;
      return () => {
        if (sockets === s) sockets = null;
      };
    },
    onReady(kind) {
      if (kind !== 'lobby' || !sockets) return;
      void fetchInviteInfo(sockets); // no answer: the next ready asks again
    },
    reset: resetInvite,
  };
}

export const inviteFeature: FeatureModule = createInviteFeature();
