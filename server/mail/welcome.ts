/**
 * The demo welcome mail (demo data, issue 11): a gold gift from the system. Seeded for the
 * demo players, and under DEMO_MODE (`npm start`) given to any signed-in non-guest player on
 * their first mail list, so a visitor sees a mail to collect. Sent at most once per player
 * (dedupe key `welcome`).
 */
import { ItemId, MailKind, Provider } from '../../src/protocol';
import type { Repositories } from '../db/repositories';
import type { Services } from '../services';
import { sendMail, SYSTEM_SENDER_NAME } from './send-mail';

export const WELCOME_MAIL = {
  title: '歡迎來到遊戲大廳',
  text: '感謝您的加入！隨信附上 50,000 日金作為見面禮，祝您遊戲愉快。',
  items: { [String(ItemId.Gold)]: 50_000 },
  dedupeKey: 'welcome',
} as const;

/** Players this process already gave the welcome (saves a write per list). */
const welcomed = new WeakMap<Services, Set<number>>();

/** Sends the welcome mail once to a non-guest player. */
export async function ensureDemoWelcome(services: Services, playerId: number): Promise<void> {
  const done = welcomed.get(services) ?? new Set<number>();
  welcomed.set(services, done);
  if (done.has(playerId)) return;
  done.add(playerId);
  const player = await services.repos.players.find(playerId);
  if (!player || player.provider === Provider.guest) return;
  await sendMail(services, { to: playerId, from: null, title: WELCOME_MAIL.title, text: WELCOME_MAIL.text, items: { ...WELCOME_MAIL.items }, dedupeKey: WELCOME_MAIL.dedupeKey });
}

/** The welcome mail written while seeding (no socket to push to yet). */
export async function seedWelcomeMail(repos: Repositories, playerId: number, now: number): Promise<void> {
  await repos.mails.insert({
    playerId,
    senderId: null,
    senderName: SYSTEM_SENDER_NAME,
    kind: MailKind.Plain,
    title: WELCOME_MAIL.title,
    body: WELCOME_MAIL.text,
    items: { ...WELCOME_MAIL.items },
    dedupeKey: WELCOME_MAIL.dedupeKey,
    createdAt: now,
  });
}
