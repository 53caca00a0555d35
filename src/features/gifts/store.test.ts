import { giftPush as push } from './test-utils';
import { enqueueGiftEffect, finishGiftEffect, resetGifts, useGiftsStore } from './store';

afterEach(() => resetGifts());

describe('gift effect queue', () => {
  it('plays one at a time: the second waits and takes the screen when the first clears', () => {
    enqueueGiftEffect(push(1, 42));
    enqueueGiftEffect(push(2, 49));
    expect(useGiftsStore.getState().current?.GiftID).toBe(1);
    expect(useGiftsStore.getState().queue.map((q) => q.GiftID)).toEqual([2]);
    finishGiftEffect(1);
    expect(useGiftsStore.getState().current?.GiftID).toBe(2);
    finishGiftEffect(2);
    expect(useGiftsStore.getState().current).toBeNull();
  });

  it('queues only items 42–49', () => {
    for (const [id, item] of [[1, 41], [2, 50], [3, 1], [4, 42], [5, 49]] as const) enqueueGiftEffect(push(id, item));
    const s = useGiftsStore.getState();
    expect([s.current?.GiftID, ...s.queue.map((q) => q.GiftID)]).toEqual([4, 5]);
  });

  it('a GiftID already queued or playing is not played twice; finishing another id changes nothing', () => {
    enqueueGiftEffect(push(1));
    enqueueGiftEffect(push(1));
    enqueueGiftEffect(push(2));
    enqueueGiftEffect(push(2));
    finishGiftEffect(2);
    expect(useGiftsStore.getState().current?.GiftID).toBe(1);
    expect(useGiftsStore.getState().queue).toHaveLength(1);
  });
});
