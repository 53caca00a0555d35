import { contiguousEnd, dividerId, isSequenced, mergeMessages, toChatMessage, toChatMessages } from './message-model';
import { msg, range, specMsg, unsequenced } from './test-utils';

describe('toChatMessage (replies are untrusted)', () => {
  it('keeps a well-formed message, fills missing spec fields and keeps what is well-formed of ours', () => {
    const m = toChatMessage({ ID: 5, Seq: 3, ChannelType: 1, Message: '嗨', CreateTime: 10, PictureSetting: 1, Params: { op: 'share', x: {} } });
    expect(m).toMatchObject({ ID: 5, Seq: 3, ChannelType: 1, From: 'System', AutoReply: [], PictureSetting: 1, Params: { op: 'share' } });
  });

  it('leaves out the fields the reference server adds when a message does not carry them (decision 328)', () => {
    const m = toChatMessage({ ID: 5, Message: '嗨', CreateTime: 10, From: '7', PlayerID: 7 });
    expect(m).toEqual({ ID: 5, From: '7', SenderType: 0, Message: '嗨', OriginalMessage: '', CreateTime: 10, AutoReply: [], ColorID: 0, ClubName: '', Flag: 0, PlayerID: 7, AllianceID: 0, ReplyID: 0 });
    // a zero (or malformed) Seq is no sequence, not a reason to drop the message
    expect(toChatMessage({ ID: 6, Seq: 0, Message: '' })).not.toHaveProperty('Seq');
    expect(toChatMessage({ ID: 6, Seq: -2, Message: '' })).not.toHaveProperty('Seq');
  });

  it('drops what the list cannot place', () => {
    for (const bad of [null, 'x', { ID: 1, Seq: 1, ChannelType: 1 }, { ID: '1', Seq: 1, ChannelType: 1, Message: '' }]) {
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

describe('mergeMessages of spec-shaped messages (no Seq, decision 328)', () => {
  it('orders by CreateTime, then ID, and keeps each message once by ID', () => {
    const [m1, m2, m3, m4] = [specMsg(1), specMsg(2), specMsg(3), specMsg(4)];
    const sameTime = specMsg(5, { ID: 900, CreateTime: m3.CreateTime }); // same millisecond as m3, lower ID
    const merged = mergeMessages([m2, m4], [m3, m1, m2, sameTime, m4]);
    expect(merged.messages.map((m) => m.ID)).toEqual([m1.ID, m2.ID, 900, m3.ID, m4.ID]);
    expect(merged.added).toBe(3);
    expect(merged.prepended).toBe(1);
    expect(isSequenced(merged.messages)).toBe(false);
  });

  it('a message without Seq is never taken for one with Seq (nothing dropped as a duplicate)', () => {
    expect(mergeMessages(range(1, 3), [specMsg(9)]).added).toBe(1);
  });

  it('a list that stops being sequenced is ordered by time as a whole', () => {
    // seq order and time order disagree: once a message without Seq is in, time decides for all
    const held = [msg({ Seq: 1, CreateTime: 30 }), msg({ Seq: 2, CreateTime: 10 })];
    const merged = mergeMessages(held, [specMsg(3, { CreateTime: 20 })]);
    expect(merged.messages.map((m) => m.CreateTime)).toEqual([10, 20, 30]);
  });
});

describe('contiguousEnd (where a resume starts)', () => {
  it('is the end of the gap-free run from the oldest held message', () => {
    expect(contiguousEnd(range(11, 30))).toBe(30);
    expect(contiguousEnd([...range(11, 30), ...range(33, 40)])).toBe(30);
  });

  it('is null when there is nothing to resume from: no message, or messages without seqs', () => {
    expect(contiguousEnd([])).toBeNull();
    expect(contiguousEnd(unsequenced(1, 3))).toBeNull();
    expect(contiguousEnd([...range(1, 2), ...unsequenced(3, 3)])).toBeNull();
  });
});

describe('dividerId (unread messages below)', () => {
  const self = 9;
  const id = (seq: number) => msg({ Seq: seq }).ID;
  it('sits above the oldest of the unread messages from others', () => {
    const list = [...range(1, 5), msg({ Seq: 6, PlayerID: self }), msg({ Seq: 7 })];
    expect(dividerId(list, 2, self)).toBe(id(5)); // 7 and 5 are the last two from others
    expect(dividerId(list, 0, self)).toBeNull();
    expect(dividerId(list, 50, self)).toBe(id(1)); // more unread than loaded, all loaded: at the top
    expect(dividerId(list, 50, self, false)).toBeUndefined(); // the oldest unread is on a page not loaded yet
    expect(dividerId(list, 2, self, false)).toBe(id(5)); // loaded: placed whatever the server holds
    expect(dividerId(range(1, 2, { PlayerID: self }), 1, self)).toBeNull();
  });

  it('places itself in a list without seqs', () => {
    const list = unsequenced(1, 4);
    expect(dividerId(list, 2, self)).toBe(list[2]?.ID);
  });
});
