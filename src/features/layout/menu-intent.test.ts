import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS, MenuIntent, type OpenMenu } from './menu-intent';

function setup() {
  const changes: OpenMenu[] = [];
  const intent = new MenuIntent({ onChange: (open) => changes.push(open) });
  return { intent, changes };
}

describe('MenuIntent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a pointer passing over does not open; resting opens after the delay; leaving closes after the delay', () => {
    const { intent, changes } = setup();
    intent.enter('news');
    vi.advanceTimersByTime(MENU_OPEN_DELAY_MS - 1);
    intent.leave('news');
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
    intent.enter('news');
    vi.advanceTimersByTime(MENU_OPEN_DELAY_MS);
    expect(intent.open).toEqual({ label: 'news', pinned: false });
    intent.leave('news');
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1);
    intent.enter('news'); // back on the panel in time: stays, no flicker
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([{ label: 'news', pinned: false }]);
    intent.leave('news');
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS);
    expect(intent.open).toBeNull();
  });

  it('with one open, the next entry switches at once', () => {
    const { intent } = setup();
    intent.enter('news');
    vi.advanceTimersByTime(MENU_OPEN_DELAY_MS);
    intent.leave('news');
    intent.enter('guide');
    expect(intent.open).toEqual({ label: 'guide', pinned: false });
    vi.advanceTimersByTime(1000);
    expect(intent.open).toEqual({ label: 'guide', pinned: false });
  });

  it('a click pins a hover-opened menu instead of shutting it; the next click closes and hover waits for a leave', () => {
    const { intent, changes } = setup();
    intent.enter('news');
    vi.advanceTimersByTime(MENU_OPEN_DELAY_MS);
    intent.toggle('news');
    expect(intent.open).toEqual({ label: 'news', pinned: true });
    intent.leave('news');
    vi.advanceTimersByTime(1000);
    expect(intent.open).toEqual({ label: 'news', pinned: true });
    intent.enter('news');
    intent.toggle('news');
    expect(intent.open).toBeNull();
    intent.enter('news'); // still under the pointer (a stray enter): stays closed
    vi.advanceTimersByTime(1000);
    expect(intent.open).toBeNull();
    intent.leave('news');
    intent.enter('news');
    vi.advanceTimersByTime(MENU_OPEN_DELAY_MS);
    expect(intent.open).toEqual({ label: 'news', pinned: false });
    expect(changes.map((c) => c && `${c.label}:${c.pinned}`)).toEqual(['news:false', 'news:true', null, 'news:false']);
  });

  it('a click on a closed menu opens it pinned at once; focus opens; close() and a pending open', () => {
    const { intent } = setup();
    intent.toggle('rank');
    expect(intent.open).toEqual({ label: 'rank', pinned: true });
    intent.close();
    expect(intent.open).toBeNull();
    intent.focus('support');
    expect(intent.open).toEqual({ label: 'support', pinned: true });
    intent.close();
    intent.enter('news');
    intent.close(); // Escape before the delay: the pending open is dropped
    vi.advanceTimersByTime(1000);
    expect(intent.open).toBeNull();
  });
});
