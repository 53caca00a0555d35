/**
 * Socket reads in the query layer (src/http/socket-queries.ts), over a real SocketClient on a
 * fake transport: nothing is asked before the socket is ready; a read is asked once and then
 * served from the cache; a reconnect reads again; a refusal and a lost answer are told apart;
 * a write's answer replaces the cached read.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { Code, Op, reply } from '@/protocol';
import { resetSocketsForTests } from '@/socket';
import { installTestSockets } from '../../tests/fakes/test-socket';
import { codeOf, lostOf } from './lobby-queries';
import { setSocketRead, socketKey, useSocketQuery } from './socket-queries';

const VIP = { Levels: { VIPLevel: 3, VipPoints: 2_000, CurrentThreshold: 1_000, NextThreshold: 5_000 } };
let sockets: ReturnType<typeof installTestSockets>;
const asked = (op: number) => sockets.lobby.transport.sent.filter((f) => f.OP === op).length;

beforeEach(() => {
  sockets = installTestSockets();
});
afterEach(() => resetSocketsForTests());

describe('useSocketQuery', () => {
  it('waits for a ready socket, asks once, and a second screen gets the cached answer', async () => {
    const first = renderHook(() => useSocketQuery(Op.Levels, {}));
    expect(first.result.current.fetchStatus).toBe('idle');
    act(() => sockets.lobby.ready());
    await waitFor(() => expect(asked(Op.Levels)).toBe(1));
    act(() => sockets.lobby.transport.receive(reply(Op.LevelsReply, Code.Ok, VIP)));
    await waitFor(() => expect(first.result.current.data).toEqual(VIP));
    const second = renderHook(() => useSocketQuery(Op.Levels, {}));
    expect(second.result.current.data).toEqual(VIP);
    expect(asked(Op.Levels)).toBe(1);
  });

  it('a reconnect reads again (what changed while the socket was down is not known)', async () => {
    act(() => sockets.lobby.ready());
    const view = renderHook(() => useSocketQuery(Op.Levels, {}));
    await waitFor(() => expect(asked(Op.Levels)).toBe(1));
    act(() => sockets.lobby.transport.receive(reply(Op.LevelsReply, Code.Ok, VIP)));
    await waitFor(() => expect(view.result.current.data).toEqual(VIP));
    act(() => sockets.lobby.client.stop());
    act(() => sockets.lobby.ready());
    await waitFor(() => expect(asked(Op.Levels)).toBe(2));
    const higher = { Levels: { ...VIP.Levels, VIPLevel: 4 } };
    act(() => sockets.lobby.transport.receive(reply(Op.LevelsReply, Code.Ok, higher)));
    await waitFor(() => expect(view.result.current.data).toEqual(higher));
  });

  it('a refusal is the error with its code; a lost answer says why, with no code of its own', async () => {
    act(() => sockets.lobby.ready());
    const refused = renderHook(() => useSocketQuery(Op.Levels, {}));
    await waitFor(() => expect(asked(Op.Levels)).toBe(1));
    act(() => sockets.lobby.transport.receive(reply(Op.LevelsReply, Code.PlayerNotFound, null, 'gone')));
    await waitFor(() => expect(refused.result.current.isError).toBe(true));
    expect(codeOf(refused.result.current.error)).toBe(Code.PlayerNotFound);
    expect(lostOf(refused.result.current.error)).toBeUndefined();
    const lost = renderHook(() => useSocketQuery(Op.TaskList, {}));
    await waitFor(() => expect(asked(Op.TaskList)).toBe(1));
    act(() => sockets.lobby.transport.close());
    await waitFor(() => expect(lost.result.current.isError).toBe(true));
    expect(lostOf(lost.result.current.error)).toBe('disconnected');
    expect(codeOf(lost.result.current.error)).toBe(Code.Silent);
  });

  it('a write puts its answer where the read is cached', async () => {
    act(() => sockets.lobby.ready());
    const view = renderHook(() => useSocketQuery(Op.Levels, {}));
    await waitFor(() => expect(asked(Op.Levels)).toBe(1));
    act(() => sockets.lobby.transport.receive(reply(Op.LevelsReply, Code.Ok, VIP)));
    await waitFor(() => expect(view.result.current.data).toEqual(VIP));
    act(() => setSocketRead<typeof VIP>(Op.Levels, {}, (v) => v && { Levels: { ...v.Levels, VipPoints: 3_000 } }));
    await waitFor(() => expect(view.result.current.data?.Levels.VipPoints).toBe(3_000));
    expect(socketKey(Op.Levels, {})).toEqual(['socket', Op.Levels, {}]);
    expect(asked(Op.Levels)).toBe(1);
  });
});
