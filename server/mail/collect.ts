/**
 * Collecting a mail's items through the wallet service: one transaction credits every item,
 * one ledger row each, under the reference `mail:<mailId>:<player>:0`, and marks the mail
 * collected in the same commit (alsoInTransaction: a conditional UPDATE, repository
 * claimCollect). The reference is claimed first, so of two sockets collecting at once, or a
 * retried collect, one credits and the other waits for it and replays its result: the items
 * are credited once, and the loser is answered Ok with nothing credited.
 */
import { Code } from '../../src/protocol';
import { hasItems } from '../db/repositories/mails';
import type { Services } from '../services';
import { taskEvent } from '../tasks/events';

export const MAIL_LEDGER_SOURCE = 'mail';

export interface CollectOutcome {
  code: number;
  /** What this collect credited ({} when nothing: a retry, a mail without items). */
  credited: Record<string, number>;
}

/** Collects one of the player's mails. */
export async function collectMail(services: Services, playerId: number, mailId: number): Promise<CollectOutcome> {
  const { repos } = services;
  const mail = await repos.mails.find(playerId, mailId);
  if (!mail) return { code: Code.MailNotFound, credited: {} };
  if (mail.collectedAt !== null) return { code: Code.Ok, credited: {} };
  const now = services.clock.now();
  if (!hasItems(mail)) {
    await repos.mails.claimCollect(playerId, mailId, now);
    return { code: Code.Ok, credited: {} };
  }
  const changes = Object.entries(mail.items).map(([item, amount]) => ({ playerId, itemId: Number(item), delta: amount }));
  const applied = await services.wallet.apply(changes, {
    // itemId 0: one reference for every item of the mail.
    ref: { kind: 'mail', id: mailId, playerId, itemId: 0 },
    source: MAIL_LEDGER_SOURCE,
    reason: mail.senderId === null ? 'mail attachment' : `mail from ${mail.senderName}`,
    alsoInTransaction: async (tx) => {
      // Only this reference collects a mail with items, so the row is still uncollected here;
      // anything else (a mail gone meanwhile) rolls the credit back.
      if (!(await tx.mails.claimCollect(playerId, mailId, now))) throw new Error(`mail ${mailId} of ${playerId} could not be marked collected`);
    },
  });
  if (!applied.replayed) taskEvent(services, playerId, { kind: 'mail' });
  return { code: Code.Ok, credited: applied.replayed ? {} : mail.items };
}
