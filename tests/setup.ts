import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// The DOM part only where the file runs in jsdom (project `web-dom`, or a `.test.ts` that says
// `// @vitest-environment jsdom`): a test in Node does not pay for loading React DOM.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor give up after 1 s by default. The first `import()` of a lazy module in a test
  // file is transformed on demand, and on a slow 2-core machine that alone took over 1 s
  // (chat-window.test's lazily loaded panel failed at 1,053 ms run alone). A wait that succeeds
  // returns as soon as it can; only a failing one waits the whole time.
  configure({ asyncUtilTimeout: 5_000 });
  // What testing-library sets in a `beforeAll` it registers when it loads: in a worker that
  // keeps it loaded across files (vitest.config.ts) only the first file would get it, and a test
  // that calls React's own `act` would be told its environment does not support it.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  afterEach(async () => {
    cleanup();
    // the tab's cache of server reads (src/http/lobby-queries.ts) starts empty in every test
    (await import('@/http/forget-reads')).forgetReads();
    // the switches kept in storage (src/lib/persisted-switches.ts) read it again, as after a
    // change in another tab: a test that cleared the storage leaves them at their defaults
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
  });
}
