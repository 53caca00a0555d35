import { describe, expect, it } from 'vitest';
import { HonorPinned, type Achievement } from '@/protocol/honor';
import { pinTarget, pinnedCountOf, rowView } from './rules';

const record = (over: Partial<Achievement> = {}): Achievement => ({
  ID: 7,
  Win: 5_235,
  Bet: 100,
  CreateTime: '2025-01-15T12:00:00+08:00',
  Pinned: HonorPinned.Unpinned,
  PlayerID: 1,
  SiteID: 'owl',
  GameInfo: { Provider: 'PG', GameID: '1001' },
  ...over,
});

describe('honor rows', () => {
  it('shows icon, win over multiplier, machine number and YYYY.MM.DD', () => {
    expect(rowView(record())).toEqual({ id: 7, icon: '/games/PG/1001.png', win: 5_235, multiplier: '52.35', machine: '7', date: '2025.01.15', pinned: false });
    expect(rowView(record({ Pinned: HonorPinned.Pinned })).pinned).toBe(true);
  });
  it('counts the pinned records of a loaded list', () => {
    expect(pinnedCountOf([record(), record({ ID: 8, Pinned: 1 }), record({ ID: 9, Pinned: 1 })])).toBe(2);
  });
  it('pins (2 → 1) only under 3 pinned; unpins (1 → 2) always', () => {
    expect(pinTarget(HonorPinned.Unpinned, 0)).toBe(HonorPinned.Pinned);
    expect(pinTarget(HonorPinned.Unpinned, 2)).toBe(HonorPinned.Pinned);
    expect(pinTarget(HonorPinned.Unpinned, 3)).toBeNull();
    expect(pinTarget(HonorPinned.Pinned, 3)).toBe(HonorPinned.Unpinned);
    expect(pinTarget(HonorPinned.Pinned, 0)).toBe(HonorPinned.Unpinned);
  });
});
