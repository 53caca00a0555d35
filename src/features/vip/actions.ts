import { Op } from '@/protocol';
import { getSockets } from '@/socket';
import { applyVipLevels } from './handlers';

/** Asks 10100; true when the answer filled the store (a refusal leaves it as it was). */
export async function requestVipLevels(): Promise<boolean> {
  return applyVipLevels(await getSockets().lobby.request(Op.Levels, {}));
}
