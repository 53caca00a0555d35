/**
 * Runs `task` in a task of its own once the browser is idle (at most `timeoutMs` later), not in
 * the task that asked: work a page can do later (keeping a copy, fetching a stylesheet) stays
 * out of the effects that run after hydration. Returns the cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}
