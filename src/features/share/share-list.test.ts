import { describe, expect, it } from 'vitest';
import type { ListedPlayer } from '@/protocol';
import { appendRows, SENTINEL_DEBOUNCE_MS, SENTINEL_THRESHOLD, SHARE_PAGE_SIZE, showSentinel } from './share-list';

const p = (id: number): ListedPlayer => ({ PlayerID: id, Name: `p${id}`, PictureURL: '', PictureSetting: 2, Online: false, VIPLevel: 1 });

describe('share list rules (account §2, §9)', () => {
  it('loads 20 at a time, observer debounce 300 ms, threshold 0.5', () => {
    expect(SHARE_PAGE_SIZE).toBe(20);
    expect(SENTINEL_DEBOUNCE_MS).toBe(300);
    expect(SENTINEL_THRESHOLD).toBe(0.5);
  });

  it('shows the sentinel only when more rows exist and at least 20 are shown', () => {
    expect(showSentinel(20, 21)).toBe(true);
    expect(showSentinel(40, 55)).toBe(true);
    expect(showSentinel(20, 20)).toBe(false); // nothing more
    expect(showSentinel(19, 40)).toBe(false); // fewer than 20 rows
    expect(showSentinel(0, 0)).toBe(false);
  });

  it('appends a page without listing a player twice', () => {
    expect(appendRows([p(1), p(2)], [p(2), p(3)]).map((r) => r.PlayerID)).toEqual([1, 2, 3]);
  });
});
