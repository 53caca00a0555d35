/** The headshot upload's domain side: store the picture, keeping the one on the profile. */
import { HeadshotPath } from '../../src/protocol';
import type { Services } from '../services';
import type { SaveOutcome } from './headshot-store';

/** Stores `data` as a picture of `playerId`; older unused uploads go, the profile's stays. */
export async function uploadHeadshot(services: Services, playerId: number, data: Uint8Array): Promise<SaveOutcome> {
  const current = (await services.repos.players.find(playerId))?.pic_url ?? '';
  const prefix = `${HeadshotPath.Serve}/`;
  return services.headshots.save(playerId, data, current.startsWith(prefix) ? current.slice(prefix.length) : '');
}
