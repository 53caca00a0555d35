import { pageCount, pageGroup } from './pagination';

describe('passbook pagination', () => {
  it('counts pages of 2 rows, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(2)).toBe(1);
    expect(pageCount(3)).toBe(2);
    expect(pageCount(23)).toBe(12);
  });

  it('shows the group of 5 holding the page, cut at the last page', () => {
    expect(pageGroup(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageGroup(5, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageGroup(6, 12)).toEqual([6, 7, 8, 9, 10]);
    expect(pageGroup(12, 12)).toEqual([11, 12]);
    expect(pageGroup(1, 1)).toEqual([1]);
    expect(pageGroup(3, 3)).toEqual([1, 2, 3]);
  });
});
