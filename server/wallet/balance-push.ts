/**
 * Pushes a player's new balance (OP 10031 WalletReply, the WalletResult shape) to their open
 * lobby sockets after a wallet commit, so every screen shows it without a refetch.
 *
 * Pushes of one player are serialised and coalesced: a commit landing while a push is being
 * read schedules one more read, so the last frame a socket gets always follows the last
 * commit (two concurrent commits cannot leave the older balance on screen).
 */
import { Code, Op, reply, type WalletResult } from '../../src/protocol';
import type { Repositories } from '../db/repositories';
import type { Logger } from '../log';
import type { Hub } from '../ws/hub';
import { bagItems } from './bag';

interface Job {
  again: boolean;
  done: Promise<void>;
}

export class BalancePusher {
  private readonly jobs = new Map<number, Job>();

  constructor(
    private readonly repos: Repositories,
    private readonly hub: Hub,
    private readonly log: Logger,
  ) {}

  /** Pushes the current bag of `playerId`; resolves once a frame reading it was sent. */
  push(playerId: number): Promise<void> {
    const running = this.jobs.get(playerId);
    if (running) {
      running.again = true;
      return running.done;
    }
    if (!this.hub.mayBeOnline(playerId)) return Promise.resolve(); // nowhere: nothing to read
    const job: Job = { again: true, done: Promise.resolve() };
    job.done = this.run(playerId, job);
    this.jobs.set(playerId, job);
    return job.done;
  }

  private async run(playerId: number, job: Job): Promise<void> {
    try {
      while (job.again) {
        job.again = false;
        const result: WalletResult = { Bag: { Items: await bagItems(this.repos, playerId) } };
        this.hub.push(playerId, reply(Op.WalletReply, Code.Ok, result), 'lobby');
      }
    } catch (err) {
      // The balance is committed; a failed push only costs the player a refetch.
      this.log.warn('balance push failed', { playerId, err });
    } finally {
      this.jobs.delete(playerId);
    }
  }
}
