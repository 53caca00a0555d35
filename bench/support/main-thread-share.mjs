// How much of its task time the page's main thread spent running, from a trace's main-thread
// events: each top-level task's thread time (`tdur`) over its wall time (`dur`). A page whose
// work is its own runs near 1; below about 0.6 the thread mostly waited (other processes on the
// machine's cores, pages the kernel had evicted, synchronous calls to the browser process), and a
// lower score says as much about the machine as about the page. Plain JS: lighthouse-audit.mjs
// runs without tsx.

/** The names Chromium gives a main-thread task's outermost slice. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * @param {{ name: string; ph: string; ts: number; dur?: number; tdur?: number }[]} events the main thread's trace events
 * @returns {{ wallMs: number; cpuMs: number; share: number | null }} share: null when no task had a thread time
 */
export function mainThreadShare(events) {
  let wall = 0;
  let cpu = 0;
  let end = -Infinity;
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.ph !== 'X' || !TASK_NAMES.has(event.name) || !event.dur || event.tdur === undefined) continue;
    // a task nested in another (a nested run loop) is already in its parent's figures
    if (event.ts < end) continue;
    end = event.ts + event.dur;
    wall += event.dur;
    cpu += Math.min(event.tdur, event.dur);
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000, share: wall > 0 ? cpu / wall : null };
}
