import { render } from '@testing-library/react';
import { CjkFontSlices } from './cjk-font-slices';

const imported = vi.hoisted(() => ({ count: 0 }));
// the module that carries the slices' stylesheet: counted when it is imported
vi.mock('./cjk-font-slices-css', () => {
  imported.count += 1;
  return {};
});

describe('CjkFontSlices', () => {
  it('imports the slices stylesheet once, in a task after the render, and renders nothing', async () => {
    const { container } = render(<CjkFontSlices />);
    expect(container.innerHTML).toBe('');
    expect(imported.count).toBe(0); // not during the render or its effects
    await vi.waitFor(() => expect(imported.count).toBe(1));
  });
});
