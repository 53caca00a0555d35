import { describe, expect, it } from 'vitest';
import { Hub } from '../ws/hub';
import { inChannelOrder } from './channel-order';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const channel = (key: string) => ({ channelType: 1, channelKey: key });

describe('inChannelOrder', () => {
  it('a later send of the same channel waits for the earlier one, even when it would finish first', async () => {
    const hub = new Hub();
    const done: string[] = [];
    await Promise.all([
      inChannelOrder(hub, channel('world'), async () => {
        await sleep(30);
        done.push('first');
      }),
      inChannelOrder(hub, channel('world'), async () => {
        done.push('second');
      }),
    ]);
    expect(done).toEqual(['first', 'second']);
  });

  it('other channels and other servers do not wait', async () => {
    const hub = new Hub();
    const done: string[] = [];
    await Promise.all([
      inChannelOrder(hub, channel('a'), async () => {
        await sleep(30);
        done.push('a');
      }),
      inChannelOrder(hub, channel('b'), async () => {
        done.push('b');
      }),
      inChannelOrder(new Hub(), channel('a'), async () => {
        done.push('other server');
      }),
    ]);
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
