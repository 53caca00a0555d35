/**
 * The query layer (src/http/lobby-queries.ts) over a fake lobby at the network: a read is asked
 * once and then served from the cache; a write reads again exactly what it names; a money write
 * keeps its request id across a lost reply and not across an answer; a second tap sends nothing;
 * a sign-out forgets every read.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { announcementApi, Code, rankApi, storeApi, type Result } from '@/protocol';
import { forgetReads } from './forget-reads';
import { lobbyCall } from './lobby-call';
import { useLobbyMutation, useLobbyQuery } from './lobby-queries';
import { RuntimeConfigProvider } from '@/config/runtime-context';
import type { ReactNode } from 'react';
import { fakeLobbyHttp } from '../../tests/support/fake-lobby-http';

const BANS = { List: [], Total: 0, Page: 1, PerPage: 20 };
const NEWS = { List: [], Total: 0, Page: 1, PerPage: 10 };
const answer = vi.fn<(path: string, body: unknown) => unknown>();
const lobby = fakeLobbyHttp((path, body) => answer(path, body));
const ok = (Result: unknown) => ({ Code: Code.HttpOk, Message: '', Result });

const wrapper = ({ children }: { children: ReactNode }) => (
  <RuntimeConfigProvider value={{ lobbyUrl: 'http://lobby.test', locale: 'zh_tw' }}>{children}</RuntimeConfigProvider>
);

beforeEach(() => {
  answer.mockReset();
  answer.mockImplementation((path) => (path === rankApi.BanRecords.path ? ok(BANS) : path === announcementApi.List.path ? ok(NEWS) : ok(null)));
});

const banBody = { SiteID: 'crab', Page: 1, PerPage: 20 };

describe('useLobbyQuery', () => {
  it('asks once: a second screen showing the same read gets it from the cache', async () => {
    const first = renderHook(() => useLobbyQuery(rankApi.BanRecords, banBody), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual(BANS));
    const second = renderHook(() => useLobbyQuery(rankApi.BanRecords, banBody), { wrapper });
    expect(second.result.current.data).toEqual(BANS);
    expect(lobby.calls.filter((c) => c.path === rankApi.BanRecords.path)).toHaveLength(1);
    expect(lobby.calls[0]).toMatchObject({ via: 'direct', body: banBody });
  });

  it('a refusal is the error, with its code; a reply that does not match its schema too', async () => {
    answer.mockReturnValue({ Code: Code.InvalidInput, Message: 'no', Result: null });
    const refused = renderHook(() => useLobbyQuery(rankApi.BanRecords, banBody), { wrapper });
    await waitFor(() => expect(refused.result.current.isError).toBe(true));
    expect(refused.result.current.error).toMatchObject({ code: Code.InvalidInput });
    forgetReads();
    answer.mockReturnValue(ok({ List: 'not a list' }));
    const malformed = renderHook(() => useLobbyQuery(rankApi.BanRecords, { ...banBody, Page: 2 }), { wrapper });
    await waitFor(() => expect(malformed.result.current.isError).toBe(true));
    expect(malformed.result.current.error).toMatchObject({ code: Code.Silent });
  });

  it('a sign-out forgets every read', async () => {
    const first = renderHook(() => useLobbyQuery(rankApi.BanRecords, banBody), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual(BANS));
    first.unmount();
    forgetReads();
    const again = renderHook(() => useLobbyQuery(rankApi.BanRecords, banBody), { wrapper });
    expect(again.result.current.data).toBeUndefined();
    await waitFor(() => expect(again.result.current.data).toEqual(BANS));
    expect(lobby.calls.filter((c) => c.path === rankApi.BanRecords.path)).toHaveLength(2);
  });
});

describe('useLobbyMutation', () => {
  it('a write reads again what it names, and nothing else', async () => {
    const news = renderHook(() => useLobbyQuery(announcementApi.List, { Lang: 'zh_tw', Page: 1, PerPage: 10 }), { wrapper });
    const bans = renderHook(() => useLobbyQuery(rankApi.BanRecords, banBody), { wrapper });
    await waitFor(() => expect(news.result.current.data).toEqual(NEWS));
    await waitFor(() => expect(bans.result.current.data).toEqual(BANS));
    const write = renderHook(() => useLobbyMutation({ invalidates: [announcementApi.List] }), { wrapper });
    await act(() => write.result.current.run('k', () => Promise.resolve<Result<null>>({ ok: true, result: null })));
    await waitFor(() => expect(lobby.calls.filter((c) => c.path === announcementApi.List.path)).toHaveLength(2));
    expect(lobby.calls.filter((c) => c.path === rankApi.BanRecords.path)).toHaveLength(1);
  });

  it('a second tap while one is in flight sends nothing; busy in between', async () => {
    const write = renderHook(() => useLobbyMutation(), { wrapper });
    let release: (out: Result<null>) => void = () => {};
    const send = vi.fn(() => new Promise<Result<null>>((r) => (release = r)));
    let first: Promise<Result<null> | null> = Promise.resolve(null);
    act(() => {
      first = write.result.current.run('k', send);
    });
    expect(write.result.current.busy).toBe(true);
    await expect(write.result.current.run('k', send)).resolves.toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => release({ ok: true, result: null }));
    await expect(first).resolves.toEqual({ ok: true, result: null });
    expect(write.result.current.busy).toBe(false);
  });

  it('a money write sends the same request id after a lost reply, and a new one after an answer', async () => {
    let n = 0;
    const write = renderHook(() => useLobbyMutation({ requestId: () => `buy-${++n}` }), { wrapper });
    const ids: string[] = [];
    const lost = (id: string) => (ids.push(id), Promise.resolve<Result<null>>({ ok: false, code: Code.Silent, message: '' }));
    const answered = (id: string) => (ids.push(id), Promise.resolve<Result<null>>({ ok: false, code: Code.InvalidInput, message: 'no' }));
    await act(() => write.result.current.run('gold-150', lost));
    await act(() => write.result.current.run('gold-150', answered));
    await act(() => write.result.current.run('gold-150', answered));
    await act(() => write.result.current.run('gold-300', lost));
    expect(ids).toEqual(['buy-1', 'buy-1', 'buy-2', 'buy-3']);
  });

  it('goes through lobbyCall like any call (the relay for a player path)', async () => {
    answer.mockReturnValue(ok({ Paid: {}, Credited: {}, Bag: { Items: {} } }));
    const write = renderHook(() => useLobbyMutation(), { wrapper });
    await act(() => write.result.current.run('', () => lobbyCall(storeApi.ExchangeGold, { GoodsID: 'pass-1', Quantity: 1, RequestID: 'pass-12345678' })));
    expect(lobby.calls.at(-1)).toMatchObject({ via: 'relay', path: storeApi.ExchangeGold.path });
  });
});
