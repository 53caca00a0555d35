import { act } from '@testing-library/react';
import { reply } from '@/protocol';
import { resetSocketsForTests } from '@/socket';
import { walletFeature } from '@/features/wallet';
import { installTestSockets } from '../../../tests/fakes/test-socket';
import { giftsModule } from './on-demand';
import { resetGifts } from './store';

/**
 * Test-only: the gifts registered on a ready fake chat socket under fake timers. `sent(op)`
 * lists the frames of an OP sent so far; `answer` plays the server's reply and lets it land.
 */
export function giftSocketHarness() {
  vi.useFakeTimers();
  const { chat, sockets } = installTestSockets();
  const off = giftsModule.register(sockets);
  chat.ready();
  return {
    chat,
    sent(op: number) {
      act(() => vi.advanceTimersByTime(1000));
      return chat.transport.sent.filter((f) => f.OP === op);
    },
    async answer(op: number, code: number, result: unknown) {
      act(() => vi.advanceTimersByTime(1000));
      await act(async () => {
        chat.transport.receive(reply(op, code, result));
        for (let i = 0; i < 5; i++) await Promise.resolve();
      });
    },
    dispose() {
      off();
      resetSocketsForTests();
      act(() => {
        resetGifts();
        walletFeature.reset();
      });
      vi.useRealTimers();
    },
  };
}
