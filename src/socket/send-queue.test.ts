import { Op } from '@/protocol';
import { SendQueue } from './send-queue';

function setup(maxPending = 100) {
  const written: string[] = [];
  const dropped: number[] = [];
  const queue = new SendQueue({ write: (f) => written.push(f), paceMs: 20, maxPending, onDrop: (op) => dropped.push(op) });
  return { queue, written, dropped };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  expect(vi.getTimerCount()).toBe(0);
  vi.useRealTimers();
});

describe('SendQueue', () => {
  it('holds frames until release, then sends them by ascending OP (stable), one per 20 ms', () => {
    const { queue, written } = setup();
    queue.enqueue(Op.ChatUnread, 'unread');
    queue.enqueue(Op.ChatPublicSend, 'public-1');
    queue.enqueue(Op.ChatHistory, 'history');
    queue.enqueue(Op.ChatPublicSend, 'public-2');
    expect(written).toEqual([]);

    queue.release();
    expect(written).toEqual(['public-1']);
    vi.advanceTimersByTime(19);
    expect(written).toEqual(['public-1']);
    vi.advanceTimersByTime(1);
    expect(written).toEqual(['public-1', 'public-2']);
    vi.advanceTimersByTime(40);
    expect(written).toEqual(['public-1', 'public-2', 'history', 'unread']);
    queue.clear();
  });

  it('paces frames sent after release and after the handshake frame', () => {
    const { queue, written } = setup();
    queue.writeFirst('init');
    queue.release();
    queue.enqueue(Op.ChatUnread, 'a');
    queue.enqueue(Op.ChatPublicSend, 'b'); // after release: FIFO, not sorted
    expect(written).toEqual(['init']);
    vi.advanceTimersByTime(20);
    expect(written).toEqual(['init', 'a']);
    vi.advanceTimersByTime(20);
    expect(written).toEqual(['init', 'a', 'b']);
    vi.advanceTimersByTime(20); // cooldown over: the next frame leaves at once
    queue.enqueue(Op.ChatUnread, 'c');
    expect(written.at(-1)).toBe('c');
    queue.clear();
  });

  it('puts unsent frames back on suspend and sends them, re-sorted, after the next release', () => {
    const { queue, written } = setup();
    queue.release();
    queue.enqueue(Op.ChatUnread, 'sent');
    queue.enqueue(Op.ChatUnread, 'unread-2');
    queue.suspend();
    queue.enqueue(Op.ChatPublicSend, 'public');
    expect(queue.size).toBe(2);
    queue.release();
    vi.advanceTimersByTime(20);
    expect(written).toEqual(['sent', 'public', 'unread-2']);
    queue.clear();
  });

  it('drops frames beyond maxPending and reports them', () => {
    const { queue, dropped } = setup(2);
    queue.enqueue(Op.ChatUnread, 'a');
    queue.enqueue(Op.ChatUnread, 'b');
    queue.enqueue(Op.ChatHistory, 'c');
    expect(dropped).toEqual([Op.ChatHistory]);
    expect(queue.size).toBe(2);
  });

  it('clear forgets everything and stops the pace timer', () => {
    const { queue, written } = setup();
    queue.release();
    queue.enqueue(Op.ChatUnread, 'a');
    queue.enqueue(Op.ChatUnread, 'b');
    queue.clear();
    vi.advanceTimersByTime(100);
    expect(written).toEqual(['a']);
    expect(queue.size).toBe(0);
  });
});
