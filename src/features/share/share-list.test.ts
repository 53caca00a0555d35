import { describe, expect, it, vi } from 'vitest';
import { Code, Op, RelationType, type ListedPlayer, type Result } from '@/protocol';
import { appendRows, SENTINEL_DEBOUNCE_MS, SENTINEL_THRESHOLD, SHARE_PAGE_SIZE, showSentinel, socketShareList } from './share-list';

const lobbyRequest = vi.hoisted(() => vi.fn<(op: number, payload: unknown) => Promise<Result<unknown>>>());
vi.mock('@/socket', () => ({ getSockets: () => ({ lobby: { request: lobbyRequest } }) }));

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

  it('loads friends (11490) and searches (11510); a refusal keeps its Code, no answer is -1', async () => {
    lobbyRequest.mockResolvedValueOnce({ ok: true, result: { List: [p(1)], Total: 7 } });
    expect(await socketShareList({ name: null, page: 2 })).toEqual({ ok: true, rows: [p(1)], total: 7 });
    expect(lobbyRequest).toHaveBeenLastCalledWith(Op.RelationList, { Type: RelationType.Friend, Page: 2, PerPage: 20, GetTotal: true });
    lobbyRequest.mockResolvedValueOnce({ ok: true, result: { Infos: [p(2)], Total: 1 } });
    expect(await socketShareList({ name: '阿', page: 1 })).toEqual({ ok: true, rows: [p(2)], total: 1 });
    expect(lobbyRequest).toHaveBeenLastCalledWith(Op.PlayerSearch, expect.objectContaining({ Name: '阿', Page: 1, Bypass: 'share' }));
    lobbyRequest.mockResolvedValueOnce({ ok: false, code: Code.PlayerNotFound, message: '' });
    expect(await socketShareList({ name: '阿', page: 1 })).toEqual({ ok: false, code: Code.PlayerNotFound });
    lobbyRequest.mockResolvedValueOnce({ ok: false, code: Code.Silent, message: '', lost: 'disconnected' });
    expect(await socketShareList({ name: null, page: 1 })).toEqual({ ok: false, code: -1 });
  });
});
