import { Code, Op } from '@/protocol';
import { createTestSocket } from '../../../tests/fakes/test-socket';
import { itemsFromReply, registerWalletHandlers, resetWallet } from './handlers';
import { useWalletStore } from './store';

describe('wallet handlers', () => {
  afterEach(() => resetWallet());

  it('reads Bag.Items amounts and skips malformed entries', () => {
    expect(itemsFromReply({ Bag: { Items: { 1: { Amount: 12000 }, 2: { Amount: 'x' }, 39: null } } })).toEqual({ 1: 12000 });
    expect(itemsFromReply(null)).toBeNull();
    expect(itemsFromReply({ Bag: 5 })).toBeNull();
  });

  it('a 10031 reply fills the store; sign-out clears it', () => {
    const { client, transport, ready } = createTestSocket('lobby');
    const off = registerWalletHandlers(client);
    ready();
    transport.receive({ OP: Op.WalletReply, Code: Code.Ok, Message: '', Result: { Bag: { Items: { 1: { Amount: 5 } } } } });
    expect(useWalletStore.getState().items).toEqual({ 1: 5 });
    resetWallet();
    expect(useWalletStore.getState().items).toBeNull();
    off();
    client.dispose();
  });
});
