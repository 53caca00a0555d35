import { Code } from '@/protocol/codes';
import { isBody } from '@/protocol/body-check';
import { SessionGoneError } from '@/socket';

/** The web server's ticket route (src/app/api/lobby/ticket/route.ts). */
export const SOCKET_TICKET_ROUTE = '/api/lobby/ticket';

/**
 * The sockets' token provider: a fresh single-use ticket for one init frame, minted by the web
 * server from the HttpOnly session (the page never holds the lobby token). A 401 means the
 * session is gone (SessionGoneError with the lobby's code: the socket ends the session as an
 * init refusal would); anything else that is not a ticket is a failure the socket retries.
 */
export async function fetchSocketTicket(fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(SOCKET_TICKET_ROUTE, { method: 'POST', credentials: 'same-origin', cache: 'no-store' });
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 401) {
    const refusal = (body ?? {}) as { Code?: unknown; Message?: unknown };
    const code = refusal.Code === Code.AccountSuspended ? Code.AccountSuspended : Code.SessionExpired;
    throw new SessionGoneError(code, typeof refusal.Message === 'string' ? refusal.Message : '');
  }
  if (!response.ok || !isBody('SocketTicket', body)) throw new Error(`socket ticket: HTTP ${response.status}`);
  return body.Ticket;
}
