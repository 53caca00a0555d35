// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { useScrollLock } from './use-scroll-lock';

describe('useScrollLock', () => {
  it('locks body scroll while active and restores it after', () => {
    document.body.style.overflow = 'auto';
    const { rerender, unmount } = renderHook(({ active }) => useScrollLock(active), {
      initialProps: { active: true },
    });
    expect(document.body.style.overflow).toBe('hidden');
    rerender({ active: false });
    expect(document.body.style.overflow).toBe('auto');
    unmount();
  });

  it('keeps the lock until the last holder releases it', () => {
    document.body.style.overflow = '';
    const first = renderHook(() => useScrollLock(true));
    const second = renderHook(() => useScrollLock(true));
    first.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
