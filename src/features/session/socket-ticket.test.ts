import { Code } from '@/protocol/codes';
import { SessionGoneError } from '@/socket';
import { fetchSocketTicket, SOCKET_TICKET_ROUTE } from './socket-ticket';

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('fetchSocketTicket (the sockets’ token provider)', () => {
  it('posts to the ticket route and returns the ticket of a valid answer', async () => {
    const fetchImpl = answer(200, { Ticket: 'ticket.abc', ExpiresIn: 30 });
    await expect(fetchSocketTicket(fetchImpl)).resolves.toBe('ticket.abc');
    expect(fetchImpl).toHaveBeenCalledWith(SOCKET_TICKET_ROUTE, expect.objectContaining({ method: 'POST', credentials: 'same-origin' }));
  });

  it('refuses an answer that is not a ticket (checked by its schema): the socket retries', async () => {
    for (const body of [{ Ticket: '', ExpiresIn: 30 }, { Ticket: 'ticket.abc' }, { Ticket: 42, ExpiresIn: 30 }, 'not json', null]) {
      await expect(fetchSocketTicket(answer(200, body)), JSON.stringify(body)).rejects.toThrow('socket ticket: HTTP 200');
    }
    await expect(fetchSocketTicket(answer(502, { Ticket: 'ticket.abc', ExpiresIn: 30 }))).rejects.toThrow('socket ticket: HTTP 502');
  });

  it('a 401 ends the session with the lobby’s code (suspended stays suspended, anything else is expired)', async () => {
    const suspended = fetchSocketTicket(answer(401, { Code: Code.AccountSuspended, Message: 'banned' }));
    await expect(suspended).rejects.toBeInstanceOf(SessionGoneError);
    await expect(suspended).rejects.toMatchObject({ code: Code.AccountSuspended, message: 'banned' });
    await expect(fetchSocketTicket(answer(401, 'gone'))).rejects.toMatchObject({ code: Code.SessionExpired });
  });
});
