import { gridColumns } from './grid-columns';

describe('gridColumns (chat §9)', () => {
  it.each([
    [1920, 4],
    [1025, 4],
    [1024, 3],
    [769, 3],
    [768, 2],
    [601, 2],
    [600, 1],
    [375, 1],
    [374, 0],
    [320, 0],
    [0, 0],
  ])('width %i → %i columns', (width, columns) => {
    expect(gridColumns(width)).toBe(columns);
  });
});
