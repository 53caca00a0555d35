/**
 * In-app mail (account §2 "Member center items", §7 10110 / 10140): the list, and the steps of
 * a mail action in a fixed order (read, collect, collect all, collect-and-send-back, delete).
 * A player only ever names their own mail: another player's id answers 200341 like an unknown
 * one. Decisions where the spec is silent: docs/protocol-mail.md.
 */
import {
  Code,
  MailKind,
  MailLimits,
  MailStep,
  Op,
  reply,
  type MailNewPush,
  type MailActionResult,
  type MailListRequest,
  type MailListResult,
  type MailStepResult,
  type ParsedRequestOf,
} from '../../src/protocol';
import type { Services } from '../services';
import { collectMail } from './collect';
import { sendMail } from './send-mail';
import { mailView } from './views';
import { ensureDemoWelcome } from './welcome';

type MailActionRequest = ParsedRequestOf<typeof Op.MailAction>;

export async function listMail(services: Services, playerId: number, p: MailListRequest): Promise<MailListResult> {
  const { repos } = services;
  if (services.demoMode) await ensureDemoWelcome(services, playerId);
  const { rows, total } = await repos.mails.page(playerId, (p.Page - 1) * p.PerPage, p.PerPage);
  return { Rows: rows.map(mailView), Total: total, Unread: await repos.mails.unreadCount(playerId) };
}

const unique = (ids: readonly number[] | undefined): number[] => [...new Set(ids ?? [])];

/** Collect, then thank the player who sent it with a mail back (once per mail). */
async function collectAndSendBack(services: Services, playerId: number, mailId: number): Promise<MailStepResult> {
  const step = MailStep.SendBack;
  const mail = await services.repos.mails.find(playerId, mailId);
  if (!mail) return { MailID: mailId, Step: step, Code: Code.MailNotFound, Credited: {} };
  if (mail.senderId === null || mail.senderId === playerId || mail.kind === MailKind.SendBack) {
    return { MailID: mailId, Step: step, Code: Code.MailNotFromPlayer, Credited: {} };
  }
  const collected = await collectMail(services, playerId, mailId);
  if (collected.code !== Code.Ok) return { MailID: mailId, Step: step, Code: collected.code, Credited: {} };
  // The thank-you carries no items (nothing is created); its text is the client's own words.
  await sendMail(services, {
    to: mail.senderId,
    from: playerId,
    title: mail.title,
    text: '',
    kind: MailKind.SendBack,
    dedupeKey: `send-back:${mailId}`,
  }).catch((err: unknown) => services.log.warn('mail send-back failed', { mailId, err }));
  return { MailID: mailId, Step: step, Code: Code.Ok, Credited: collected.credited };
}

export async function mailAction(services: Services, playerId: number, p: MailActionRequest): Promise<MailActionResult> {
  const { repos } = services;
  const results: MailStepResult[] = [];
  const unreadBefore = await repos.mails.unreadCount(playerId);

  const readIds = unique(p.Read);
  const found = new Set(await repos.mails.markRead(playerId, readIds, services.clock.now()));
  for (const id of readIds) results.push({ MailID: id, Step: MailStep.Read, Code: found.has(id) ? Code.Ok : Code.MailNotFound, Credited: {} });

  const collectIds = unique(p.Collect);
  if (p.CollectAll) {
    for (const id of await repos.mails.uncollectedIds(playerId, MailLimits.MaxIdsPerAction * 4)) if (!collectIds.includes(id)) collectIds.push(id);
  }
  for (const id of collectIds) {
    const r = await collectMail(services, playerId, id);
    results.push({ MailID: id, Step: MailStep.Collect, Code: r.code, Credited: r.credited });
  }

  for (const id of unique(p.CollectAndSendBack)) results.push(await collectAndSendBack(services, playerId, id));

  for (const id of unique(p.Delete)) {
    const deleted = await repos.mails.softDelete(playerId, id, services.clock.now());
    const code = deleted ? Code.Ok : (await repos.mails.find(playerId, id)) ? Code.MailItemsNotCollected : Code.MailNotFound;
    results.push({ MailID: id, Step: MailStep.Delete, Code: code, Credited: {} });
  }

  const unread = await repos.mails.unreadCount(playerId);
  // The player's other tabs move their badge too.
  if (unread !== unreadBefore) {
    const push: MailNewPush = { Mail: null, Unread: unread };
    services.hub.push(playerId, reply(Op.MailNewPush, Code.Ok, push), 'lobby');
  }
  return { Results: results, Bag: { Items: await services.wallet.bag(playerId) }, Unread: unread };
}
