// @vitest-environment node
import { columnsForDevice } from './play-page-data';
import { gridColumns } from './grid-columns';

vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

describe('columnsForDevice (the play grid before the width is known)', () => {
  it('gives a device the columns of its usual width (chat §9), so the grid rarely changes after hydration', () => {
    expect(columnsForDevice('mobile')).toBe(gridColumns(390));
    expect(columnsForDevice('tablet')).toBe(gridColumns(768));
    expect(columnsForDevice(undefined)).toBe(gridColumns(1280));
  });
});
