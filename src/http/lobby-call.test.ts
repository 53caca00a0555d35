import { clubApi, Code } from '@/protocol';
import { lobbyCall, lobbyCallUrl } from './lobby-call';
import { LOBBY_RELAY } from './relay-path';

/** A fetch that answers `body` as JSON with `status`, or fails like a dropped network. */
const answering = (body: unknown, status = 200) => vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('lobbyCall', () => {
  it('posts the body to the relay path the contract names and reads a success as its Result', async () => {
    const fetchImpl = answering({ Code: Code.HttpOk, Message: '', Result: { ClubID: 3, Description: '歡迎' } });
    await expect(lobbyCall(clubApi.Description, {}, { fetchImpl })).resolves.toEqual({ ok: true, result: { ClubID: 3, Description: '歡迎' } });
    expect(fetchImpl).toHaveBeenCalledWith(`${LOBBY_RELAY}${clubApi.Description.path}`, expect.objectContaining({ method: 'POST', body: '{}' }));
    expect(lobbyCallUrl(clubApi.Description)).toBe(`${LOBBY_RELAY}${clubApi.Description.path}`);
  });

  it('a refusal keeps its code and message, and its Result as detail', async () => {
    const plain = answering({ Code: Code.ClubActionDenied, Message: 'no', Result: null });
    await expect(lobbyCall(clubApi.Accept, { ApplicationID: 7 }, { fetchImpl: plain })).resolves.toEqual({ ok: false, code: Code.ClubActionDenied, message: 'no' });
    const timed = answering({ Code: Code.ClubReapplyCountdown, Message: '', Result: { RetryAfter: 30 } });
    await expect(lobbyCall(clubApi.Accept, { ApplicationID: 7 }, { fetchImpl: timed })).resolves.toEqual({ ok: false, code: Code.ClubReapplyCountdown, message: '', detail: { RetryAfter: 30 } });
  });

  it('no readable answer is Code.Silent with why: unreachable, or an invalid reply', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(lobbyCall(clubApi.Accept, { ApplicationID: 7 }, { fetchImpl: down })).resolves.toEqual({ ok: false, code: Code.Silent, message: '', lost: 'unreachable' });
    await expect(lobbyCall(clubApi.Accept, { ApplicationID: 7 }, { fetchImpl: answering('<html>502</html>', 502) })).resolves.toMatchObject({ ok: false, code: Code.Silent, lost: 'invalid-reply' });
    const wrong = answering({ Code: Code.HttpOk, Message: '', Result: { ClubID: 3, Description: 42 } });
    await expect(lobbyCall(clubApi.Description, {}, { fetchImpl: wrong })).resolves.toMatchObject({ ok: false, code: Code.Silent, lost: 'invalid-reply' });
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
