/**
 * POST /api/v1/socket/ticket (header api-token): a single-use socket ticket for the session
 * (issue 8 item 4). The web server calls it with the token it keeps in its HttpOnly session
 * and hands only the ticket to the page, whose socket sends it as the init frame's Token.
 */
import { accountApi, Code, type SocketTicketResult } from '../../src/protocol';
import { SUSPENDED_MESSAGE } from '../players/sign-in';
import type { Services } from '../services';
import { fail, ok } from './reply';
import type { Router } from './router';
import { apiToken, EXPIRED_MESSAGE } from './session';

export function registerSocketTicketRoutes(router: Router, services: Services): void {
  router.post(accountApi.SocketTicket.path, async (ctx) => {
    const token = apiToken(ctx);
    const minted = token ? await services.sessions.mintSocketTicket(token) : null;
    if (!minted) return fail(Code.SessionExpired, EXPIRED_MESSAGE);
    if (!minted.ticket) return fail(Code.AccountSuspended, SUSPENDED_MESSAGE);
    return ok<SocketTicketResult>({ Ticket: minted.ticket.ticket, ExpiresIn: minted.ticket.expiresInSeconds });
  });
}
