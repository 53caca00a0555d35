/**
 * POST /api/v1/player/suspend: an operator (or QA) suspends or reinstates a player. Suspended:
 * status 2; every socket of every live session of theirs, on every process, is told 100014 and
 * closes (the hub's kick goes over the cluster bus like a sign-out's); their HTTP calls, socket
 * tickets, socket inits and sign-ins answer 100014 (the status is read on each). Sessions stay
 * unrevoked, so reinstating gives the player back a working session. A socket that joins its
 * process while the kick is on the way is caught by the session sweep after its init
 * (server/auth/sessions.ts). Each suspension is a ban record (category, note, start; its end
 * when lifted) that the ban list shows (server/ban-records/).
 */
import { AccountStatus, Code, type SuspendRequest, type SuspendResult } from '../../src/protocol';
import { ReplyError } from '../errors';
import { SUSPENDED_KICK } from '../auth/sessions';
import { closeBans, openBan } from '../ban-records/ban-records';
import { withTransaction } from '../db/repositories';
import type { Services } from '../services';

export async function setSuspended(services: Services, req: SuspendRequest): Promise<SuspendResult> {
  const { repos, hub, clock, log } = services;
  const player = await repos.players.find(req.PlayerID);
  if (!player) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');
  const suspend = req.Suspend ?? true;
  const status = suspend ? AccountStatus.Suspended : AccountStatus.Active;
  // the status and the ban record (ban list) change together
  await withTransaction(repos, async (tx) => {
    await tx.players.update(player.id, { status });
    if (suspend) await openBan(tx, { playerId: player.id, category: req.Category, note: req.Reason, at: clock.now() });
    else await closeBans(tx, player.id, clock.now());
  });
  let sessions = 0;
  if (suspend) {
    const hashes = await repos.accountLinks.liveTokenHashes(player.id, clock.now());
    for (const hash of hashes) hub.kickToken(hash, ...SUSPENDED_KICK);
    sessions = hashes.length;
  }
  log.info(suspend ? 'player suspended' : 'player reinstated', { playerId: player.id, sessions, reason: req.Reason ?? '' });
  return { PlayerID: player.id, Status: status, Sessions: sessions };
}
