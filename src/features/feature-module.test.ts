import { Code, Op, reply } from '@/protocol';
import type { Sockets } from '@/socket';
import { createTestSocket } from '../../tests/fakes/test-socket';
import { startFeatures, type FeatureModule } from './feature-module';
import { lazyFeature } from './lazy-feature';
import { walletFeature } from './wallet';
import { useWalletStore } from './wallet/store';

function pair() {
  const lobby = createTestSocket('lobby');
  const chat = createTestSocket('chat');
  const sockets: Sockets = { lobby: lobby.client, chat: chat.client };
  return { lobby, chat, sockets, dispose: () => [lobby, chat].forEach((s) => s.client.dispose()) };
}

function spyModule() {
  const calls: string[] = [];
  const feature: FeatureModule = {
    register: () => {
      calls.push('register');
      return () => calls.push('off');
    },
    onReady: (kind) => calls.push(`ready:${kind}`),
    reset: () => calls.push('reset'),
  };
  return { calls, feature };
}

/**
 * Settles once the last promise `load` returned has settled: after lazyFeature's own handlers
 * on it, which were attached first (handlers of one promise run in the order they were attached).
 */
const arrived = (load: { mock: { results: { value: unknown }[] } }) =>
  Promise.resolve(load.mock.results.at(-1)?.value).then(
    () => undefined,
    () => undefined,
  );

describe('feature modules', () => {
  it('startFeatures registers each module and calls onReady once per ready transition', () => {
    const s = pair();
    const { calls, feature } = spyModule();
    const off = startFeatures([feature], s.sockets);
    s.lobby.ready();
    s.chat.ready();
    s.chat.transport.close(1006);
    s.chat.client.start('other'); // a new token reconnects
    s.chat.transport.open();
    s.chat.transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 1 }));
    off();
    expect(calls).toEqual(['register', 'ready:lobby', 'ready:chat', 'ready:chat', 'off']);
    s.dispose();
  });

  it('the wallet is a feature: a ready lobby asks 10030, the reply fills the store, reset forgets it', () => {
    vi.useFakeTimers();
    const s = pair();
    const off = startFeatures([walletFeature], s.sockets);
    s.lobby.ready();
    vi.advanceTimersByTime(100);
    vi.useRealTimers();
    expect(s.lobby.transport.sentOps).toContain(Op.Wallet);
    s.lobby.transport.receive(reply(Op.WalletReply, Code.Ok, { Bag: { Items: { 1: { Amount: 7 } } } }));
    expect(useWalletStore.getState().items).toEqual({ 1: 7 });
    walletFeature.reset();
    expect(useWalletStore.getState().items).toBeNull();
    off();
    s.dispose();
  });
});

describe('lazyFeature', () => {
  it('loads only once `when` holds, registers on arrival and replays onReady for sockets already ready', async () => {
    const s = pair();
    const { calls, feature } = spyModule();
    const load = vi.fn(async () => feature);
    const lazy = lazyFeature(load, { when: (sockets) => sockets.chat.getState() !== 'idle' });
    const off = startFeatures([lazy], s.sockets);
    expect(load).not.toHaveBeenCalled(); // a visitor: nothing downloaded (the import starts synchronously or not at all)
    s.chat.ready();
    expect(load).toHaveBeenCalledTimes(1);
    await arrived(load);
    expect(calls).toEqual(['register', 'ready:chat']);
    lazy.reset();
    off();
    expect(calls).toEqual(['register', 'ready:chat', 'reset', 'off']);
    s.dispose();
  });

  it('off before the import resolved: never registered; reset while loading resets on arrival', async () => {
    const s = pair();
    const { calls, feature } = spyModule();
    let resolve: (m: FeatureModule) => void = () => {};
    const load = vi.fn(() => new Promise<FeatureModule>((r) => (resolve = r)));
    const lazy = lazyFeature(load);
    const off = lazy.register(s.sockets);
    lazy.reset();
    off();
    resolve(feature);
    await arrived(load);
    expect(calls).toEqual(['reset']);
    s.dispose();
  });

  it('a failed import is reported and tried again on the next state change', async () => {
    const s = pair();
    const { calls, feature } = spyModule();
    const onError = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(feature);
    const off = lazyFeature(load, { onError }).register(s.sockets);
    await arrived(load);
    expect(onError).toHaveBeenCalledTimes(1);
    s.chat.ready();
    expect(load).toHaveBeenCalledTimes(2);
    await arrived(load);
    expect(calls).toEqual(['register', 'ready:chat']);
    off();
    s.dispose();
  });
});

describe('lazyFeature registered again after it loaded', () => {
  it('hears onReady once per ready socket (from startFeatures), not twice', async () => {
    const s = pair();
    const { calls, feature } = spyModule();
    const load = vi.fn(async () => feature);
    const lazy = lazyFeature(load);
    startFeatures([lazy], s.sockets)();
    await arrived(load);
    s.chat.ready();
    calls.length = 0;
    const off = startFeatures([lazy], s.sockets); // a remount (React's strict mode, a new provider)
    expect(calls).toEqual(['register', 'ready:chat']);
    off();
    s.dispose();
  });
});
