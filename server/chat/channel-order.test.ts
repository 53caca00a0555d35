import { describe, expect, it } from 'vitest';
import { Hub } from '../ws/hub';
import { inChannelOrder } from './channel-order';

const channel = (key: string) => ({ channelType: 1, channelKey: key });

/** A send that stays in hand until `release()`. */
function gated() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  return { gate, release };
}

describe('inChannelOrder', () => {
  it('a later send of the same channel waits for the earlier one, even when it would finish first', async () => {
    const hub = new Hub();
    const done: string[] = [];
    const { gate, release } = gated();
    const both = Promise.all([
      inChannelOrder(hub, channel('world'), async () => {
        await gate;
        done.push('first');
      }),
      inChannelOrder(hub, channel('world'), async () => {
        done.push('second');
      }),
    ]);
    // A send of another channel, queued after both, has run: a second that did not wait would have too.
    await inChannelOrder(hub, channel('other'), async () => undefined);
    expect(done).toEqual([]);
    release();
    await both;
    expect(done).toEqual(['first', 'second']);
  });

  it('other channels and other servers do not wait', async () => {
    const hub = new Hub();
    const done: string[] = [];
    const { gate, release } = gated();
    const a = inChannelOrder(hub, channel('a'), async () => {
      await gate;
      done.push('a');
    });
    // Both finish while "a" is still in hand.
    await Promise.all([
      inChannelOrder(hub, channel('b'), async () => {
        done.push('b');
      }),
      inChannelOrder(new Hub(), channel('a'), async () => {
        done.push('other server');
      }),
    ]);
    expect(done).toEqual(['b', 'other server']);
    release();
    await a;
    expect(done).toEqual(['b', 'other server', 'a']);
  });

  it('a refused send (throws) neither blocks the channel nor swallows its error', async () => {
    const hub = new Hub();
    const failing = inChannelOrder(hub, channel('x'), async () => {
      throw new Error('rate limited');
    });
    const next = inChannelOrder(hub, channel('x'), async () => 'stored');
    await expect(failing).rejects.toThrow('rate limited');
    await expect(next).resolves.toBe('stored');
  });
});
