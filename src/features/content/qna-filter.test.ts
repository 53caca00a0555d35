import { countQna, filterQna, queryWords, type QnaGroup } from './qna-filter';

const GROUPS: QnaGroup[] = [
  { id: 'account', title: '帳號與登入', items: [{ q: '收不到驗證碼？', a: '請等待 60 秒後按重新發送。' }, { q: '訪客帳號會不見嗎？', a: '建議綁定手機。' }] },
  { id: 'vip', title: 'VIP 等級', items: [{ q: '有哪些等級？', a: '共 8 級。' }] },
];

describe('filterQna', () => {
  it('keeps everything for a blank query', () => {
    expect(filterQna(GROUPS, '   ')).toEqual(GROUPS);
    expect(countQna(GROUPS)).toBe(3);
  });

  it('keeps the questions whose question or answer holds every word, and drops empty groups', () => {
    expect(filterQna(GROUPS, '驗證碼')).toEqual([{ ...GROUPS[0], items: [GROUPS[0]!.items[0]] }]);
    expect(filterQna(GROUPS, '綁定 手機')).toEqual([{ ...GROUPS[0], items: [GROUPS[0]!.items[1]] }]);
    expect(filterQna(GROUPS, '綁定 VIP')).toEqual([]);
  });

  it('matches a group title, ignoring case and full-width letters', () => {
    expect(countQna(filterQna(GROUPS, 'ｖｉｐ'))).toBe(1);
    expect(countQna(filterQna(GROUPS, '登入'))).toBe(2);
    expect(queryWords(' A  ｂ ')).toEqual(['a', 'b']);
  });

  it('narrows to one group', () => {
    expect(filterQna(GROUPS, '', 'vip').map((g) => g.id)).toEqual(['vip']);
    expect(filterQna(GROUPS, '驗證碼', 'vip')).toEqual([]);
  });
});
