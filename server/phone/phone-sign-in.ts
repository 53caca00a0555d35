/**
 * Phone sign-in (account §4): a verified SMS code yields a phone ticket and the accounts on
 * the number; the ticket then signs in through POST /api/v1/player (TPType 10000) — into the
 * chosen account, the only account, or a new account when the number has none.
 */
import { randomBytes } from 'node:crypto';
import { Code, PHONE_TPID_TYPE, Provider, type PhoneAccount, type PhoneSignInResult } from '../../src/protocol';
import { hashToken } from '../auth/sessions';
import { toTaipeiIso } from '../clock';
import { withTransaction, type Repositories } from '../db/repositories';
import { ReplyError } from '../errors';
import { createAccount, demoStartVipLevel, type ProviderSignIn } from '../players/accounts';
import type { Services } from '../services';
import { PHONE_TICKET_TTL_MS } from './rules';
import { verifySmsCode } from './sms-codes';

/** Accounts on a number, oldest registration first (the choose-account order). */
export async function phoneAccounts(repos: Repositories, phone: string): Promise<PhoneAccount[]> {
  const players = await repos.players.byPhone(phone);
  return players.map((p) => ({
    Player: { PlayerID: p.id, Name: p.name, RegistTime: toTaipeiIso(Number(p.regist_time)) },
    Level: p.level,
  }));
}

/** Verifies the sign-in code and issues a ticket (32 random bytes, stored as a hash). */
export async function verifySignInCode(services: Services, phone: string, code: string): Promise<PhoneSignInResult> {
  await verifySmsCode(services, { purpose: 'signin', phone }, code);
  const ticket = randomBytes(32).toString('base64url');
  await services.repos.phone.insertTicket({
    tokenHash: hashToken(ticket),
    phone,
    expiresAt: services.clock.now() + PHONE_TICKET_TTL_MS,
  });
  return { Token: ticket, Player: await phoneAccounts(services.repos, phone) };
}

export interface PhoneTicketSignIn {
  ticket: string;
  playerId?: number;
  siteId: string;
  lang: string;
}

/**
 * Ticket → account. Errors: 100005 unknown or expired ticket; 100009 PlayerID not on this
 * number; 100001 several accounts and no PlayerID. Creating an account happens once per
 * ticket, and never on a number that already has one.
 */
export async function signInWithPhoneTicket(services: Services, request: PhoneTicketSignIn): Promise<ProviderSignIn> {
  const { repos } = services;
  const tokenHash = hashToken(request.ticket);
  const ticket = await repos.phone.liveTicket(tokenHash);
  if (!ticket) throw new ReplyError(Code.SessionExpired, '手機驗證已過期，請重新取得驗證碼');

  const accounts = await repos.players.byPhone(ticket.phone);
  if (request.playerId !== undefined) {
    if (!accounts.some((p) => p.id === request.playerId)) throw new ReplyError(Code.NotFound, '此用戶不存在');
    return { playerId: request.playerId, created: false };
  }
  const [only, ...others] = accounts;
  if (only && others.length === 0) return { playerId: only.id, created: false };
  if (only) throw new ReplyError(Code.InvalidInput, `PlayerID required: ${accounts.length} accounts on this number`);

  return withTransaction(repos, async (tx) => {
    const claimed = await tx.phone.claimTicketForCreate(tokenHash);
    const [existing] = await tx.players.byPhone(ticket.phone);
    if (existing) return { playerId: existing.id, created: false }; // a parallel sign-in created it
    if (!claimed) throw new ReplyError(Code.SessionExpired, '手機驗證已過期，請重新取得驗證碼');
    const playerId = await createAccount(tx, {
      provider: Provider.phone,
      vipLevel: demoStartVipLevel(services),
      siteId: request.siteId,
      lang: request.lang,
      phone: ticket.phone,
      identities: { [PHONE_TPID_TYPE]: ticket.phone },
    });
    return { playerId, created: true };
  });
}
