// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { PAGE_SETTLE_MS, usePageSettled } from './use-page-settled';

/** document.readyState as a page still loading its images would report it. */
function stillLoading() {
  const spy = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  return () => {
    spy.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
  };
}

describe('usePageSettled', () => {
  // performance.now() from 0: the page opened as the test started
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is false until PAGE_SETTLE_MS after the page opened, then true after an idle task', async () => {
    expect(PAGE_SETTLE_MS).toBe(2000);
    const { result } = renderHook(() => usePageSettled());
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(PAGE_SETTLE_MS - 1));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current).toBe(true);
  });

  it('waits for the load event as well', async () => {
    const load = stillLoading();
    const { result } = renderHook(() => usePageSettled());
    await act(() => vi.advanceTimersByTimeAsync(PAGE_SETTLE_MS * 2));
    expect(result.current).toBe(false);
    act(load);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current).toBe(true);
  });

  it('is settled at once (after an idle task) when mounted long after the page opened', async () => {
    await vi.advanceTimersByTimeAsync(PAGE_SETTLE_MS * 3);
    const { result } = renderHook(() => usePageSettled());
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
  });

  it('leaves no timer and no load listener behind when unmounted', () => {
    const { unmount } = renderHook(() => usePageSettled());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    stillLoading();
    const removed = vi.spyOn(window, 'removeEventListener');
    renderHook(() => usePageSettled()).unmount();
    expect(removed).toHaveBeenCalledWith('load', expect.any(Function));
  });
});
