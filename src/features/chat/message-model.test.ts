import { contiguousEnd, dividerSeq, mergeMessages, toChatMessage, toChatMessages } from './message-model';
import { msg, range } from './test-utils';

describe('toChatMessage (replies are untrusted)', () => {
  it('keeps a well-formed message and fills missing display fields', () => {
    const m = toChatMessage({ ID: 5, Seq: 3, ChannelType: 1, Message: '嗨', CreateTime: 10, Params: { op: 'share', x: {} } });
    expect(m).toMatchObject({ ID: 5, Seq: 3, From: 'System', AutoReply: [], PictureSetting: 2, Params: { op: 'share' } });
  });

  it('drops what the list cannot place', () => {
    for (const bad of [null, 'x', { ID: 1, Seq: 1, ChannelType: 1 }, { ID: '1', Seq: 1, ChannelType: 1, Message: '' }, { ID: 1, Seq: 0, ChannelType: 1, Message: '' }]) {
      expect(toChatMessage(bad)).toBeNull();
    }
    expect(toChatMessages([msg({ Seq: 1 }), null, { nope: true }])).toHaveLength(1);
    expect(toChatMessages('not a list')).toEqual([]);
  });
});

describe('mergeMessages', () => {
  it('orders by Seq and keeps each message once (by ID and by Seq)', () => {
    const a = range(3, 5);
    const merged = mergeMessages(a, [msg({ Seq: 4 }), msg({ Seq: 6 }), msg({ Seq: 1 }), msg({ Seq: 7, ID: a[0]!.ID })]);
    expect(merged.messages.map((m) => m.Seq)).toEqual([1, 3, 4, 5, 6]);
    expect(merged.added).toBe(2);
    expect(merged.prepended).toBe(1);
  });

  it('returns the same array when nothing is new', () => {
    const a = range(1, 3);
    expect(mergeMessages(a, range(2, 3)).messages).toBe(a);
  });

  it('counts a prepended page (older than the oldest held)', () => {
    const merged = mergeMessages(range(21, 40), range(1, 20));
    expect(merged.prepended).toBe(20);
    expect(merged.messages).toHaveLength(40);
    expect(mergeMessages([], range(1, 20)).prepended).toBe(0); // the first page is not a prepend
  });

  it('fills a hole in the middle in order', () => {
    const merged = mergeMessages([...range(1, 3), ...range(7, 8)], range(4, 6));
    expect(merged.messages.map((m) => m.Seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('contiguousEnd (where a resume starts)', () => {
  it('is the end of the gap-free run from the oldest held message', () => {
    expect(contiguousEnd([])).toBe(0);
    expect(contiguousEnd(range(11, 30))).toBe(30);
    expect(contiguousEnd([...range(11, 30), ...range(33, 40)])).toBe(30);
  });
});

describe('dividerSeq (unread messages below)', () => {
  const self = 9;
  it('sits above the oldest of the unread messages from others', () => {
    const list = [...range(1, 5), msg({ Seq: 6, PlayerID: self }), msg({ Seq: 7 })];
    expect(dividerSeq(list, 2, self)).toBe(5); // 7 and 5 are the last two from others
    expect(dividerSeq(list, 0, self)).toBeNull();
    expect(dividerSeq(list, 50, self)).toBe(1); // more unread than loaded: at the top
    expect(dividerSeq(range(1, 2, { PlayerID: self }), 1, self)).toBeNull();
  });
});
