import { Code, Op } from '@/protocol';
import { vipLevelsOf } from '@/protocol/vip';
import { createTestSocket } from '../../../tests/fakes/test-socket';
import { registerVipHandlers, resetVip } from './handlers';
import { useVipStore } from './store';

describe('vip handlers', () => {
  afterEach(() => resetVip());

  it('a pushed 10101 (tier rise) fills the store; a malformed one is dropped; sign-out clears it', () => {
    const { client, transport, ready } = createTestSocket('lobby');
    const off = registerVipHandlers(client);
    ready();
    transport.receive({ OP: Op.LevelsReply, Code: Code.Ok, Message: '', Result: { Levels: vipLevelsOf(3, 1_000_000) } });
    expect(useVipStore.getState().levels).toEqual(vipLevelsOf(3, 1_000_000));
    transport.receive({ OP: Op.LevelsReply, Code: Code.Ok, Message: '', Result: { Levels: { VIPLevel: 'x' } } });
    expect(useVipStore.getState().levels?.VIPLevel).toBe(3);
    resetVip();
    expect(useVipStore.getState().levels).toBeNull();
    off();
    client.dispose();
  });
});
